//! Helpers the integration tests share: a scratch copy of the real `content/` to change.

use std::fs;
use std::path::Path;

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
