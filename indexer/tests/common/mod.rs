//! Helpers the integration tests share: a scratch copy of the real `content/` to change, and
//! a check that a built index finds a page.

// Each test crate compiles this module and uses only some of it.
#![allow(dead_code)]

use std::fs;
use std::path::Path;

use search_core::{SearchOptions, Searcher};

/// The repository's `content/`.
pub const CONTENT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../content");

fn copy_dir(from: &Path, to: &Path) {
    fs::create_dir_all(to).unwrap();
    for entry in fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            fs::copy(entry.path(), target).unwrap();
        }
    }
}

/// A temporary folder holding a copy of `content/`, removed when dropped.
pub fn copy_of_content() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    copy_dir(Path::new(CONTENT), dir.path());
    dir
}

/// Fails unless searching the `lang` index built into `out` for `query` finds, among its first
/// five results, a page whose URL starts with `path`.
pub fn assert_found(out: &Path, lang: &str, query: &str, path: &str) {
    let index = fs::read(out.join(format!("search/index.{lang}.bin"))).unwrap();
    let searcher = Searcher::from_bytes(&index).unwrap();
    let options = SearchOptions {
        limit: 5,
        ..SearchOptions::default()
    };
    let results = searcher.search(query, &options);
    assert!(
        results.hits.iter().any(|hit| hit.url.starts_with(path)),
        "{lang}: \"{query}\" does not find {path}: {:?}",
        results.hits.iter().map(|h| &h.url).collect::<Vec<_>>()
    );
}
