//! The copies of small files that `files` serves from memory, and what tells a copy still
//! current from one the file has left behind, without reading the file.

use std::collections::HashMap;
use std::fs;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};

use bytes::Bytes;

use crate::limits::{CACHE_MAX, CACHED_FILE_MAX};

#[derive(Debug, Default)]
pub(crate) struct Cache {
    entries: HashMap<PathBuf, Entry>,
    /// Bytes the entries hold, their paths counted too, so empty files are not free.
    pub(crate) held: usize,
}

#[derive(Debug)]
struct Entry {
    version: Version,
    bytes: Bytes,
    cost: usize,
}

/// What tells one version of a file from another without reading it. Length and mtime alone
/// miss a file rewritten within the filesystem's clock tick or dated back (as a build may do);
/// ctime is set by the kernel on every change, and dev and inode catch a file renamed over it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Version {
    dev: u64,
    ino: u64,
    pub(crate) len: u64,
    mtime: (i64, i64),
    ctime: (i64, i64),
}

impl Version {
    pub(crate) fn of(metadata: &fs::Metadata) -> Version {
        Version {
            dev: metadata.dev(),
            ino: metadata.ino(),
            len: metadata.len(),
            mtime: (metadata.mtime(), metadata.mtime_nsec()),
            ctime: (metadata.ctime(), metadata.ctime_nsec()),
        }
    }
}

impl Cache {
    /// The copy of `path` if it is still `version`. A stale copy is dropped, so a file that
    /// has since grown past the limit does not keep its old bytes held.
    pub(crate) fn fresh(&mut self, path: &Path, version: Version) -> Option<Bytes> {
        let entry = self.entries.get(path)?;
        if entry.version == version {
            return Some(entry.bytes.clone());
        }
        let stale = self.entries.remove(path)?;
        self.held = self.held.saturating_sub(stale.cost);
        None
    }

    pub(crate) fn has_room(&self, path: &Path, len: u64) -> bool {
        len <= CACHED_FILE_MAX && self.held + cost(path, len as usize) <= CACHE_MAX
    }

    /// Keeps `bytes` as `path`'s copy, if they fit.
    pub(crate) fn insert(&mut self, path: PathBuf, version: Version, bytes: Bytes) -> bool {
        if !self.has_room(&path, version.len) {
            return false;
        }
        let cost = cost(&path, bytes.len());
        self.held += cost;
        let entry = Entry {
            version,
            bytes,
            cost,
        };
        if let Some(old) = self.entries.insert(path, entry) {
            self.held = self.held.saturating_sub(old.cost);
        }
        true
    }
}

fn cost(path: &Path, len: usize) -> usize {
    len + path.as_os_str().len()
}
