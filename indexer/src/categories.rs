//! `categories.toml`: the article categories and their names in each language.

use std::collections::BTreeMap;
use std::path::Path;

use crate::diagnostics::Diagnostics;
use crate::site::Localized;
use crate::source::{parse_toml, read};

/// Category key -> names.
pub type Categories = BTreeMap<String, Localized>;

pub fn load(content_dir: &Path, diags: &mut Diagnostics) -> Option<Categories> {
    let file = read(&content_dir.join("categories.toml"), diags)?;
    parse_toml(&file.path, &file.text, 1, diags)
}
