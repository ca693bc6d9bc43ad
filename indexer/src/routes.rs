//! `routes.toml` and the route list: every path the site serves, in each language.
//!
//! This is the one route list. The indexer writes it to `routes.json`; the app's router, the
//! pre-renderer, the sitemap and the browser tests all read that file.

use std::collections::BTreeMap;
use std::path::Path;

use search_core::Lang;
use search_core::format::FULL_WEIGHT;
use serde::{Deserialize, Serialize};

use crate::articles::Article;
use crate::diagnostics::{Diagnostics, line_of};
use crate::footer::FooterColumn;
use crate::source::read;

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct RoutesFile {
    page: Vec<PageDef>,
    #[serde(default)]
    footer: Vec<FooterColumn>,
}

/// What `routes.toml` declares: the pages, and the footer's links to them.
pub struct RoutesToml {
    pub pages: Vec<PageDef>,
    pub footer: Vec<FooterColumn>,
}

/// A page of the site as `routes.toml` declares it.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PageDef {
    pub key: String,
    /// English path; the Polish one is derived by [`localize`].
    pub path: String,
    #[serde(default = "both_languages")]
    pub languages: Vec<Lang>,
    /// Listed in the sitemap and open to search engines.
    #[serde(default = "yes")]
    pub indexable: bool,
    /// Listed in the header's menu, in the order of `routes.toml`.
    #[serde(default)]
    pub menu: bool,
    /// The key of the page this one sits under in its breadcrumb trail.
    #[serde(default)]
    pub parent: Option<String>,
    /// How much a match on this page counts in the site's search: 1 (the default), 0.75, 0.5
    /// or 0.25. For pages that share everyday words with the ones families look for, such as
    /// the privacy policy's "keep" and "forget".
    #[serde(default)]
    pub search_weight: Option<f32>,
}

impl PageDef {
    /// The page's search weight in quarters, as the index stores it; `None` if it is not one
    /// of the four allowed.
    fn search_quarters(&self) -> Option<u8> {
        let weight = self.search_weight.unwrap_or(1.0);
        [0.25, 0.5, 0.75, 1.0]
            .iter()
            .position(|&w| w == weight)
            .map(|i| i as u8 + 1)
    }
}

fn both_languages() -> Vec<Lang> {
    Lang::ALL.to_vec()
}

fn yes() -> bool {
    true
}

pub fn load(content_dir: &Path, diags: &mut Diagnostics) -> RoutesToml {
    let empty = || RoutesToml {
        pages: Vec::new(),
        footer: Vec::new(),
    };
    let Some(file) = read(&content_dir.join("routes.toml"), diags) else {
        return empty();
    };
    let Some(parsed) = crate::source::parse_toml::<RoutesFile>(&file.path, &file.text, 1, diags)
    else {
        return empty();
    };
    let mut seen = BTreeMap::new();
    for page in &parsed.page {
        let line = file
            .text
            .find(&format!("\"{}\"", page.path))
            .map_or(1, |i| line_of(&file.text, i));
        if !page.path.starts_with('/') || (page.path.len() > 1 && page.path.ends_with('/')) {
            diags.error(
                &file.path,
                line,
                format!("path `{}` must start with / and not end with /", page.path),
            );
        }
        if page.path.starts_with("/pl/") || page.path == "/pl" || page.path.starts_with("/blog/") {
            diags.error(
                &file.path,
                line,
                format!(
                    "path `{}` is reserved (Polish paths and articles are derived)",
                    page.path
                ),
            );
        }
        if page.search_quarters().is_none() {
            let key_at = file.text.find(&format!("key = \"{}\"", page.key));
            let line = key_at
                .and_then(|k| file.text[k..].find("search_weight").map(|i| k + i))
                .map_or(line, |i| line_of(&file.text, i));
            diags.error(
                &file.path,
                line,
                format!(
                    "page `{}`: search_weight must be 1, 0.75, 0.5 or 0.25",
                    page.key
                ),
            );
        }
        if let Some(first) = seen.insert(page.key.clone(), line) {
            diags.error(
                &file.path,
                line,
                format!("page key `{}` is already used at line {first}", page.key),
            );
        }
    }
    for page in &parsed.page {
        if let Some(parent) = &page.parent
            && (parent == &page.key || !seen.contains_key(parent))
        {
            let line = file
                .text
                .find(&format!("parent = \"{parent}\""))
                .map_or(1, |i| line_of(&file.text, i));
            diags.error(
                &file.path,
                line,
                format!(
                    "page `{}` sits under `{parent}`, which is not another page's key here",
                    page.key
                ),
            );
        }
    }
    let footer = crate::footer::resolve(parsed.footer, &parsed.page, &file.path, &file.text, diags);
    RoutesToml {
        pages: parsed.page,
        footer,
    }
}

/// A path in one language, with what it shows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
pub struct Route {
    pub path: String,
    pub lang: Lang,
    /// The page key, or `article`.
    pub key: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub slug: Option<String>,
    /// On a blog category page (`/blog/category/<key>`), the category's key.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub category: Option<String>,
    /// The same page in each language it exists in. Not written for the app, which works it
    /// out from the list (`alternatesOf` in paths.ts): every page loads the list, and this
    /// repeated each route's paths.
    #[serde(skip)]
    pub alternates: BTreeMap<Lang, String>,
    pub indexable: bool,
    /// Listed in the header's menu (see [`PageDef::menu`]).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    #[ts(as = "Option<bool>", optional)]
    pub menu: bool,
    /// The key of the page above this one in its breadcrumb trail.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub parent: Option<String>,
    /// How much a match on this page counts in search, in quarters (see
    /// [`PageDef::search_weight`]); only the search index needs it.
    #[serde(skip)]
    #[ts(skip)]
    pub search_weight: u8,
}

pub struct RouteTable {
    pub routes: Vec<Route>,
}

/// The path of an English `path` in `lang`: `/about` -> `/pl/about`, `/` -> `/pl`.
pub fn localize(path: &str, lang: Lang) -> String {
    match (lang, path) {
        (Lang::En, _) => path.to_owned(),
        (Lang::Pl, "/") => "/pl".to_owned(),
        (Lang::Pl, _) => format!("/pl{path}"),
    }
}

impl RouteTable {
    pub fn new(pages: &[PageDef], articles: &[Article]) -> RouteTable {
        let mut routes = Vec::new();
        for page in pages {
            let alternates: BTreeMap<Lang, String> = page
                .languages
                .iter()
                .map(|&l| (l, localize(&page.path, l)))
                .collect();
            for &lang in &page.languages {
                routes.push(Route {
                    path: localize(&page.path, lang),
                    lang,
                    key: page.key.clone(),
                    slug: None,
                    category: None,
                    alternates: alternates.clone(),
                    indexable: page.indexable,
                    menu: page.menu,
                    parent: page.parent.clone(),
                    search_weight: page.search_quarters().unwrap_or(FULL_WEIGHT),
                });
            }
        }
        let mut slugs: Vec<&str> = articles.iter().map(|a| a.slug.as_str()).collect();
        slugs.sort_unstable();
        slugs.dedup();
        for slug in slugs {
            let en_path = format!("/blog/{slug}");
            let langs: Vec<Lang> = Lang::ALL
                .into_iter()
                .filter(|&l| articles.iter().any(|a| a.slug == slug && a.lang == l))
                .collect();
            let alternates: BTreeMap<Lang, String> =
                langs.iter().map(|&l| (l, localize(&en_path, l))).collect();
            for &lang in &langs {
                routes.push(Route {
                    path: localize(&en_path, lang),
                    lang,
                    key: "article".into(),
                    slug: Some(slug.to_owned()),
                    category: None,
                    alternates: alternates.clone(),
                    indexable: true,
                    menu: false,
                    parent: Some("blog".into()),
                    search_weight: FULL_WEIGHT,
                });
            }
        }
        // The blog list filtered to one category, as pages of their own, so the filter is a
        // plain link that works without JavaScript.
        if let Some(blog) = pages.iter().find(|p| p.key == "blog") {
            let mut categories: Vec<&str> = articles.iter().map(|a| a.category.as_str()).collect();
            categories.sort_unstable();
            categories.dedup();
            for category in categories {
                let en_path = format!("{}/category/{category}", blog.path);
                let alternates: BTreeMap<Lang, String> = blog
                    .languages
                    .iter()
                    .map(|&l| (l, localize(&en_path, l)))
                    .collect();
                for &lang in &blog.languages {
                    routes.push(Route {
                        path: localize(&en_path, lang),
                        lang,
                        key: "blog".into(),
                        slug: None,
                        category: Some(category.to_owned()),
                        alternates: alternates.clone(),
                        indexable: blog.indexable,
                        menu: false,
                        parent: Some("blog".into()),
                        search_weight: FULL_WEIGHT,
                    });
                }
            }
        }
        RouteTable { routes }
    }

    pub fn find(&self, path: &str) -> Option<&Route> {
        self.routes.iter().find(|r| r.path == path)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn polish_paths_are_prefixed_and_home_has_no_trailing_slash() {
        assert_eq!(localize("/", Lang::Pl), "/pl");
        assert_eq!(localize("/about", Lang::Pl), "/pl/about");
        assert_eq!(localize("/about", Lang::En), "/about");
    }
}
