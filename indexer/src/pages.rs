//! Page copy: `pages/<key>.<lang>.toml`, free-form TOML that the page's screen renders.
//! Both languages must have the same structure, so no Polish page misses a section.
//! Placeholders are filled from `site.toml`; `body` and `answer` values are Markdown and
//! become HTML, and their internal links are checked like an article's.

use std::path::{Path, PathBuf};

use search_core::Lang;
use serde_json::Value;

use crate::articles::{IMAGE_URL_PREFIX, svg_size};
use crate::costs::Costs;
use crate::diagnostics::{Diagnostics, line_of};
use crate::markdown::{RenderContext, render};
use crate::page_frame::PageFrame;
use crate::placeholders::Facts;
use crate::routes::PageDef;
use crate::site::Site;
use crate::source::{parse_toml, read};

/// Keys whose values are Markdown.
const MARKDOWN_KEYS: [&str; 2] = ["body", "answer"];

/// One page's copy in one language.
#[derive(Debug, Clone)]
pub struct Page {
    pub key: String,
    pub lang: Lang,
    /// The copy as the app renders it: placeholders filled, Markdown as HTML.
    pub copy: Value,
    /// The same shape with every value as plain text, for search.
    pub plain: Value,
    /// Link and image destinations in the Markdown, with their line.
    pub links: Vec<(String, usize, bool)>,
    pub source: PathBuf,
}

impl Page {
    /// The page's h1 (`intro.heading`), or else `meta.title`.
    pub fn title(&self) -> &str {
        self.plain["intro"]["heading"]
            .as_str()
            .or_else(|| self.plain["meta"]["title"].as_str())
            .unwrap_or_default()
    }

    /// The words of the page outside `meta` and the `skip` lists, for search.
    pub fn text(&self, skip: &[&str]) -> String {
        let mut out = String::new();
        if let Value::Object(map) = &self.plain {
            for (k, v) in map {
                if k != "meta" && !skip.contains(&k.as_str()) {
                    collect_text(v, &mut out);
                }
            }
        }
        out
    }
}

/// Every string in a value, one per line (ids and keys are not words of the page).
pub fn collect_text(value: &Value, out: &mut String) {
    match value {
        Value::String(s) => {
            out.push_str(s);
            out.push('\n');
        }
        Value::Array(items) => items.iter().for_each(|v| collect_text(v, out)),
        Value::Object(map) => {
            for (k, v) in map {
                if !matches!(k.as_str(), "key" | "id" | "link" | "service") {
                    collect_text(v, out);
                }
            }
        }
        _ => {}
    }
}

/// Fills placeholders and renders Markdown in every string of `value`, in place; `plain`
/// receives the same values as text.
struct Processor<'a> {
    facts: Facts,
    ctx: RenderContext<'a>,
    file_text: &'a str,
    path: &'a Path,
    links: Vec<(String, usize, bool)>,
}

impl Processor<'_> {
    fn process(
        &mut self,
        key: &str,
        value: &mut Value,
        plain: &mut Value,
        diags: &mut Diagnostics,
    ) {
        match value {
            Value::String(s) => {
                let line = self.line_of_value(s);
                let filled = match self.facts.fill(s) {
                    Ok(f) => f,
                    Err(message) => {
                        diags.error(self.path, line, message);
                        s.clone()
                    }
                };
                if MARKDOWN_KEYS.contains(&key) {
                    let rendered = render(&filled, &self.ctx);
                    for l in rendered.links {
                        // Offsets are in the filled text; the line of the value is close enough.
                        let at = self
                            .file_text
                            .find(&l.dest)
                            .map_or(line, |i| line_of(self.file_text, i));
                        self.links.push((l.dest, at, l.is_image));
                    }
                    *plain = Value::String(rendered.text);
                    *s = rendered.html;
                } else {
                    *plain = Value::String(filled.clone());
                    *s = filled;
                }
            }
            Value::Array(items) => {
                let Value::Array(plain_items) = plain else {
                    return;
                };
                for (v, p) in items.iter_mut().zip(plain_items.iter_mut()) {
                    self.process(key, v, p, diags);
                }
            }
            Value::Object(map) => {
                let Value::Object(plain_map) = plain else {
                    return;
                };
                for (k, v) in map.iter_mut() {
                    if let Some(p) = plain_map.get_mut(k) {
                        self.process(k, v, p, diags);
                    }
                }
            }
            _ => {}
        }
    }

    fn line_of_value(&self, value: &str) -> usize {
        let probe: String = value
            .lines()
            .next()
            .unwrap_or_default()
            .chars()
            .take(40)
            .collect();
        if probe.trim().is_empty() {
            return 1;
        }
        self.file_text
            .find(&probe)
            .map_or(1, |i| line_of(self.file_text, i))
    }
}

pub fn load(
    content_dir: &Path,
    defs: &[PageDef],
    site: &Site,
    costs: &Costs,
    diags: &mut Diagnostics,
) -> Vec<Page> {
    let images_dir = content_dir.join("images/articles");
    let size_of = |url: &str| {
        url.strip_prefix(IMAGE_URL_PREFIX)
            .and_then(|name| svg_size(&images_dir.join(name)))
    };
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
            // The shared frame, checked at the line of what is wrong in it.
            if parse_toml::<PageFrame>(&file.path, &file.text, 1, diags).is_none() {
                continue;
            }
            let mut copy = serde_json::to_value(&value).expect("TOML values convert to JSON");
            for field in ["title", "description"] {
                if copy["meta"][field]
                    .as_str()
                    .is_none_or(|s| s.trim().is_empty())
                {
                    diags.error(&path, 1, format!("[meta] needs a non-empty `{field}`"));
                }
            }
            let attribution = format!("{}, {}", site.founder.name, site.founder.role.get(lang));
            let mut plain = copy.clone();
            let mut processor = Processor {
                facts: Facts::new(site, costs, lang),
                ctx: RenderContext {
                    lang,
                    quote_attribution: &attribution,
                    image_size: &size_of,
                },
                file_text: &file.text,
                path: &path,
                links: Vec::new(),
            };
            processor.process("", &mut copy, &mut plain, diags);
            let links = processor.links;
            loaded.push(Page {
                key: def.key.clone(),
                lang,
                copy,
                plain,
                links,
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
