//! Reading content files, and TOML parsing whose errors carry the file and line.

use std::path::{Path, PathBuf};

use serde::de::DeserializeOwned;

use crate::diagnostics::{Diagnostics, line_of};

/// A content file's path (as shown in messages) and text.
pub struct SourceFile {
    pub path: PathBuf,
    pub text: String,
}

pub fn read(path: &Path, diags: &mut Diagnostics) -> Option<SourceFile> {
    match std::fs::read_to_string(path) {
        Ok(text) => Some(SourceFile {
            path: path.to_path_buf(),
            text,
        }),
        Err(err) => {
            diags.error(path, 1, format!("cannot read the file: {err}"));
            None
        }
    }
}

/// Parses `text` (which starts at line `first_line` of `path`) as TOML into `T`, reporting a
/// syntax error, a missing field or an unknown field at its line.
pub fn parse_toml<T: DeserializeOwned>(
    path: &Path,
    text: &str,
    first_line: usize,
    diags: &mut Diagnostics,
) -> Option<T> {
    match toml::from_str::<T>(text) {
        Ok(value) => Some(value),
        Err(err) => {
            let line = err.span().map_or(1, |span| line_of(text, span.start)) + first_line - 1;
            diags.error(path, line, err.message().to_owned());
            None
        }
    }
}
