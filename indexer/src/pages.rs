//! Page copy: `pages/<key>.<lang>.toml`, free-form TOML that the page's screen renders.
//! Both languages must have the same structure, so no Polish page misses a section.

use std::path::{Path, PathBuf};

use search_core::Lang;

use crate::diagnostics::{Diagnostics, line_of};
use crate::routes::PageDef;
use crate::source::{parse_toml, read};

/// One page's copy in one language.
#[derive(Debug, Clone)]
pub struct Page {
    pub key: String,
    pub lang: Lang,
    pub copy: serde_json::Value,
    pub source: PathBuf,
}

impl Page {
    /// `meta.title` of the copy, which every page file must have.
    pub fn title(&self) -> &str {
        self.copy["meta"]["title"].as_str().unwrap_or_default()
    }

    /// All the page's words (except the meta block), for search.
    pub fn text(&self) -> String {
        let mut out = String::new();
        collect_text(&self.copy, true, &mut out);
        out
    }
}

fn collect_text(value: &serde_json::Value, top: bool, out: &mut String) {
    match value {
        serde_json::Value::String(s) => {
            out.push_str(s);
            out.push('\n');
        }
        serde_json::Value::Array(items) => items.iter().for_each(|v| collect_text(v, false, out)),
        serde_json::Value::Object(map) => {
            for (k, v) in map {
                if !(top && k == "meta") && k != "key" {
                    collect_text(v, false, out);
                }
            }
        }
        _ => {}
    }
}

pub fn load(content_dir: &Path, defs: &[PageDef], diags: &mut Diagnostics) -> Vec<Page> {
    let mut pages = Vec::new();
    for def in defs {
        let files: Vec<(Lang, PathBuf)> = def
            .languages
            .iter()
            .map(|&l| {
                (
                    l,
                    content_dir.join(format!("pages/{}.{}.toml", def.key, l.code())),
                )
            })
            .collect();
        if files.iter().all(|(_, p)| !p.exists()) {
            continue; // a page with no editorial copy (its words are interface strings)
        }
        let mut loaded: Vec<Page> = Vec::new();
        for (lang, path) in files {
            if !path.exists() {
                diags.error(
                    &path,
                    1,
                    format!("missing: page `{}` has copy in another language", def.key),
                );
                continue;
            }
            let Some(file) = read(&path, diags) else {
                continue;
            };
            let Some(value) = parse_toml::<toml::Value>(&file.path, &file.text, 1, diags) else {
                continue;
            };
            let copy = serde_json::to_value(&value).expect("TOML values convert to JSON");
            for field in ["title", "description"] {
                if copy["meta"][field]
                    .as_str()
                    .is_none_or(|s| s.trim().is_empty())
                {
                    diags.error(&path, 1, format!("[meta] needs a non-empty `{field}`"));
                }
            }
            loaded.push(Page {
                key: def.key.clone(),
                lang,
                copy,
                source: path,
            });
        }
        if let [first, rest @ ..] = loaded.as_slice() {
            for other in rest {
                if let Some(at) = first_difference(&first.copy, &other.copy, "") {
                    let text = std::fs::read_to_string(&other.source).unwrap_or_default();
                    let leaf = at.rsplit('.').next().unwrap_or(&at);
                    let line = text.find(leaf).map_or(1, |i| line_of(&text, i));
                    diags.error(
                        &other.source,
                        line,
                        format!(
                            "`{at}` differs in structure from {}: both languages need the same keys and list lengths",
                            first.source.display()
                        ),
                    );
                }
            }
        }
        pages.extend(loaded);
    }
    pages
}

/// The first key path where two copies differ in shape, if any.
fn first_difference(a: &serde_json::Value, b: &serde_json::Value, at: &str) -> Option<String> {
    use serde_json::Value::*;
    match (a, b) {
        (Object(x), Object(y)) => {
            for k in x.keys().chain(y.keys()) {
                let path = if at.is_empty() {
                    k.clone()
                } else {
                    format!("{at}.{k}")
                };
                match (x.get(k), y.get(k)) {
                    (Some(va), Some(vb)) => {
                        if let Some(d) = first_difference(va, vb, &path) {
                            return Some(d);
                        }
                    }
                    _ => return Some(path),
                }
            }
            None
        }
        (Array(x), Array(y)) => {
            if x.len() != y.len() {
                return Some(at.to_owned());
            }
            x.iter()
                .zip(y)
                .enumerate()
                .find_map(|(i, (va, vb))| first_difference(va, vb, &format!("{at}[{i}]")))
        }
        (String(_), String(_)) | (Number(_), Number(_)) | (Bool(_), Bool(_)) => None,
        _ => Some(at.to_owned()),
    }
}
