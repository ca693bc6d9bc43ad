//! The file backend `ServeDir` reads through: files read in place, on the thread serving the
//! request, as nginx reads them. The site is a few megabytes and lives in the page cache, so
//! an open, a stat or a read takes microseconds; tokio's default backend hands each of them
//! to a thread pool and back, five round trips an answer, which took most of its time.
//!
//! Small files are kept in memory once read (within `limits::CACHED_FILE_MAX` and
//! `CACHE_MAX`): an answer from memory costs one stat, not an open, a stat, a read into a
//! zeroed buffer and a close. The stat is what keeps it fresh: a copy is served only while
//! the file has the same device, inode, length, mtime and ctime as when it was read.

use std::fs;
use std::future::{Ready, ready};
use std::io::{self, Read, Seek, SeekFrom};
use std::path::PathBuf;
use std::pin::Pin;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::task::{Context, Poll};

use bytes::Bytes;
use tokio::io::{AsyncRead, AsyncSeek, ReadBuf};
use tower_http::services::fs::{Backend, File};

use crate::file_cache::{Cache, Version};
use crate::limits::CACHED_FILE_MAX;

/// One cache for every event loop, so each file is read (and held) once.
#[derive(Clone, Debug, Default)]
pub struct InPlace {
    cache: Arc<Mutex<Cache>>,
}

pub struct InPlaceFile {
    /// Of the bytes served: ServeDir makes the ETag and Last-Modified from it, and its length
    /// bounds each read.
    metadata: fs::Metadata,
    position: u64,
    /// Where a seek started by `start_seek` ended, for `poll_complete`.
    sought: Option<io::Result<u64>>,
    source: Source,
}

enum Source {
    Memory(Bytes),
    Disk(fs::File),
}

impl InPlace {
    fn cache(&self) -> MutexGuard<'_, Cache> {
        // Nothing panics while the lock is held, and a map left whole is usable anyway.
        self.cache.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn open_now(&self, path: PathBuf) -> io::Result<InPlaceFile> {
        // Follows symlinks, as the open below does.
        let seen = fs::metadata(&path)?;
        if seen.is_file() {
            let mut cache = self.cache();
            if let Some(bytes) = cache.fresh(&path, Version::of(&seen)) {
                return Ok(InPlaceFile::in_memory(bytes, seen));
            }
            // A full cache is not filled further: the file is streamed from disk, and memory
            // stays bounded however many answers are in flight.
            let room = cache.has_room(&path, seen.len());
            drop(cache);
            if room {
                return self.read_whole(path);
            }
        }
        let file = fs::File::open(&path)?;
        let metadata = file.metadata()?;
        Ok(InPlaceFile::on_disk(file, metadata))
    }

    /// Reads the file at `path` into the cache and serves it from there; the metadata is the
    /// open file's, as the file may have been replaced since the stat.
    fn read_whole(&self, path: PathBuf) -> io::Result<InPlaceFile> {
        let mut file = fs::File::open(&path)?;
        let metadata = file.metadata()?;
        let version = Version::of(&metadata);
        if version.len <= CACHED_FILE_MAX {
            // Read into spare capacity: std fills it without zeroing it first.
            let mut bytes = Vec::with_capacity(version.len as usize);
            (&mut file).take(version.len).read_to_end(&mut bytes)?;
            // A file written to while it was read is not kept: the copy could hold parts of
            // two versions, and would be served until the next change.
            if bytes.len() as u64 == version.len && Version::of(&file.metadata()?) == version {
                let bytes = Bytes::from(bytes);
                if self.cache().insert(path, version, bytes.clone()) {
                    return Ok(InPlaceFile::in_memory(bytes, metadata));
                }
            }
            file.rewind()?;
        }
        Ok(InPlaceFile::on_disk(file, metadata))
    }
}

impl InPlaceFile {
    fn in_memory(bytes: Bytes, metadata: fs::Metadata) -> InPlaceFile {
        InPlaceFile {
            metadata,
            position: 0,
            sought: None,
            source: Source::Memory(bytes),
        }
    }

    fn on_disk(file: fs::File, metadata: fs::Metadata) -> InPlaceFile {
        InPlaceFile {
            metadata,
            position: 0,
            sought: None,
            source: Source::Disk(file),
        }
    }
}

impl Backend for InPlace {
    type File = InPlaceFile;
    type Metadata = fs::Metadata;
    type OpenFuture = Ready<io::Result<InPlaceFile>>;
    type MetadataFuture = Ready<io::Result<fs::Metadata>>;

    fn open(&self, path: PathBuf) -> Self::OpenFuture {
        ready(self.open_now(path))
    }

    fn metadata(&self, path: PathBuf) -> Self::MetadataFuture {
        ready(fs::metadata(path))
    }
}

impl File for InPlaceFile {
    type Metadata = fs::Metadata;
    type MetadataFuture<'a> = Ready<io::Result<fs::Metadata>>;

    fn metadata(&self) -> Self::MetadataFuture<'_> {
        ready(Ok(self.metadata.clone()))
    }
}

impl AsyncRead for InPlaceFile {
    fn poll_read(
        mut self: Pin<&mut Self>,
        _cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        // The buffer is a 64 KB chunk; zeroing all of it for a page of a few KB would cost more
        // than the read, so a read from disk zeroes only what it fills and a copy from memory
        // nothing. At the length taken at open the file ends, so the answer holds exactly the
        // Content-Length it was given.
        let left = self.metadata.len().saturating_sub(self.position);
        let wanted =
            usize::try_from(left).map_or(buf.remaining(), |left| left.min(buf.remaining()));
        if wanted == 0 {
            return Poll::Ready(Ok(()));
        }
        let this = &mut *self;
        let read = match &mut this.source {
            Source::Memory(bytes) => {
                // The length is the copy's, so the slice is there; `get` only spares a panic.
                let start = usize::try_from(this.position).unwrap_or(usize::MAX);
                let Some(slice) = bytes.get(start..).and_then(|rest| rest.get(..wanted)) else {
                    return Poll::Ready(Ok(()));
                };
                buf.put_slice(slice);
                wanted
            }
            Source::Disk(file) => {
                let read = file.read(buf.initialize_unfilled_to(wanted))?;
                buf.advance(read);
                read
            }
        };
        this.position += read as u64;
        Poll::Ready(Ok(()))
    }
}

impl AsyncSeek for InPlaceFile {
    fn start_seek(mut self: Pin<&mut Self>, to: SeekFrom) -> io::Result<()> {
        let this = &mut *self;
        let sought = match &mut this.source {
            Source::Memory(bytes) => seek_in(bytes.len() as u64, this.position, to),
            Source::Disk(file) => file.seek(to),
        };
        if let Ok(at) = sought {
            this.position = at;
        }
        this.sought = Some(sought);
        Ok(())
    }

    fn poll_complete(mut self: Pin<&mut Self>, _cx: &mut Context<'_>) -> Poll<io::Result<u64>> {
        match self.sought.take() {
            Some(sought) => Poll::Ready(sought),
            None => Poll::Ready(Ok(self.position)),
        }
    }
}

/// Where a seek `to` ends in a copy of `len` bytes read up to `position`: past the end is
/// allowed (reads there find nothing), before the start is not, as for a file.
fn seek_in(len: u64, position: u64, to: SeekFrom) -> io::Result<u64> {
    let (base, offset) = match to {
        SeekFrom::Start(at) => return Ok(at),
        SeekFrom::End(offset) => (len, offset),
        SeekFrom::Current(offset) => (position, offset),
    };
    base.checked_add_signed(offset)
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "a seek before the start"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::limits::CACHE_MAX;
    use std::path::Path;
    use std::time::{Duration, SystemTime};
    use tokio::io::{AsyncReadExt, AsyncSeekExt};

    async fn read_all(file: &mut InPlaceFile) -> Vec<u8> {
        let mut all = Vec::new();
        file.read_to_end(&mut all).await.unwrap();
        all
    }

    fn memory(file: &InPlaceFile) -> Option<&Bytes> {
        match &file.source {
            Source::Memory(bytes) => Some(bytes),
            Source::Disk(_) => None,
        }
    }

    /// A file named `name` holding `contents`, in a folder removed when the guard drops.
    fn written(name: &str, contents: impl AsRef<[u8]>) -> (tempfile::TempDir, PathBuf) {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(name);
        fs::write(&path, contents).unwrap();
        (dir, path)
    }

    fn write_dated(path: &Path, text: &str, at: SystemTime) {
        fs::write(path, text).unwrap();
        fs::File::options()
            .write(true)
            .open(path)
            .unwrap()
            .set_modified(at)
            .unwrap();
    }

    #[tokio::test]
    async fn a_cached_file_is_served_again_from_memory() {
        let (_dir, path) = written("page.html", "<p>hello</p>");
        let backend = InPlace::default();
        let mut first = backend.open(path.clone()).await.unwrap();
        let mut again = backend.open(path).await.unwrap();
        // The same copy, not a second read of the file.
        let (a, b) = (memory(&first).unwrap(), memory(&again).unwrap());
        assert_eq!(a.as_ptr(), b.as_ptr());
        assert_eq!(read_all(&mut first).await, b"<p>hello</p>");
        assert_eq!(read_all(&mut again).await, b"<p>hello</p>");
        assert_eq!(File::metadata(&again).await.unwrap().len(), 12);
    }

    #[tokio::test]
    async fn a_file_rewritten_with_the_same_length_is_read_anew() {
        let (_dir, path) = written("sw.js", "");
        // Same length, same second: only the sub-second part of the mtime differs.
        let second = SystemTime::UNIX_EPOCH + Duration::from_secs(1_900_000_000);
        let (earlier, later) = (
            second + Duration::from_millis(100),
            second + Duration::from_millis(600),
        );
        write_dated(&path, "self.version = 1;", earlier);
        let backend = InPlace::default();
        let mut old = backend.open(path.clone()).await.unwrap();
        write_dated(&path, "self.version = 2;", later);
        let mut new = backend.open(path).await.unwrap();
        assert_eq!(read_all(&mut new).await, b"self.version = 2;");
        // The metadata handed on is the new version's, for its ETag and Last-Modified.
        let modified = File::metadata(&new).await.unwrap().modified().unwrap();
        assert_eq!(modified, later);
        // An answer already under way keeps the copy it started with.
        assert_eq!(read_all(&mut old).await, b"self.version = 1;");
    }

    #[tokio::test]
    async fn a_file_over_the_size_cap_is_not_cached() {
        let size = usize::try_from(CACHED_FILE_MAX).unwrap() + 10;
        let (_dir, path) = written("big.bin", vec![7u8; size]);
        let backend = InPlace::default();
        let mut file = backend.open(path).await.unwrap();
        assert!(memory(&file).is_none());
        assert_eq!(backend.cache().held, 0);
        // Streamed from disk from where it was sought, as a Range request needs.
        assert_eq!(file.seek(SeekFrom::Start(4)).await.unwrap(), 4);
        assert_eq!(read_all(&mut file).await.len(), size - 4);
    }

    #[tokio::test]
    async fn a_full_cache_streams_files_from_disk() {
        let (_dir, path) = written("page.html", "<p>hello</p>");
        let backend = InPlace::default();
        backend.cache().held = CACHE_MAX - 4;
        let mut file = backend.open(path).await.unwrap();
        assert!(memory(&file).is_none());
        assert_eq!(read_all(&mut file).await, b"<p>hello</p>");
    }

    #[tokio::test]
    async fn seek_works_on_a_cached_file() {
        let (_dir, path) = written("f.txt", "0123456789");
        let backend = InPlace::default();
        drop(backend.open(path.clone()).await.unwrap());
        let mut file = backend.open(path).await.unwrap();
        assert!(memory(&file).is_some());
        assert_eq!(file.seek(SeekFrom::Start(4)).await.unwrap(), 4);
        let mut two = [0; 2];
        file.read_exact(&mut two).await.unwrap();
        assert_eq!(&two, b"45");
        assert_eq!(file.seek(SeekFrom::Current(1)).await.unwrap(), 7);
        assert_eq!(read_all(&mut file).await, b"789");
        assert_eq!(file.seek(SeekFrom::End(-3)).await.unwrap(), 7);
        assert_eq!(read_all(&mut file).await, b"789");
        assert!(file.seek(SeekFrom::End(-11)).await.is_err());
        assert_eq!(file.seek(SeekFrom::Start(20)).await.unwrap(), 20);
        assert_eq!(read_all(&mut file).await, b"");
    }
}
