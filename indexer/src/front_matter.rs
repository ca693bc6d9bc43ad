//! Splitting an article into its TOML front matter (between `+++` lines) and Markdown body.

use std::path::Path;

use serde::Deserialize;

use crate::diagnostics::Diagnostics;
use crate::source::parse_toml;

/// The fields an article's front matter may have. Unknown fields are an error, so a typo is
/// caught instead of silently ignored.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FrontMatter {
    pub slug: String,
    pub title: String,
    pub excerpt: String,
    pub category: String,
    #[serde(with = "crate::site::date_string")]
    pub date: String,
    /// When the article's facts were last checked; shown as "Last reviewed", and the
    /// `dateModified` and feed `updated` dates. Never before `date`.
    #[serde(with = "crate::site::date_string")]
    pub reviewed: String,
    pub image: String,
    pub image_alt: String,
    pub intro: Option<String>,
    pub cta: Option<String>,
}

/// The parsed front matter, the body, and the line the body starts on.
pub struct Split<'a> {
    pub front: FrontMatter,
    pub body: &'a str,
    pub body_line: usize,
}

pub fn split<'a>(path: &Path, text: &'a str, diags: &mut Diagnostics) -> Option<Split<'a>> {
    let Some(rest) = text
        .strip_prefix("+++\n")
        .or_else(|| text.strip_prefix("+++\r\n"))
    else {
        diags.error(
            path,
            1,
            "an article must start with a `+++` line opening its front matter",
        );
        return None;
    };
    let Some(end) = rest.find("\n+++") else {
        diags.error(
            path,
            1,
            "the front matter is never closed with a `+++` line",
        );
        return None;
    };
    let toml_text = &rest[..end + 1];
    let after = &rest[end + 4..];
    let body = after
        .trim_start_matches(['\r'])
        .strip_prefix('\n')
        .unwrap_or(after);
    let front: FrontMatter = parse_toml(path, toml_text, 2, diags)?;
    let body_line = text.len() - body.len();
    Some(Split {
        front,
        body,
        body_line: crate::diagnostics::line_of(text, body_line),
    })
}
