//! The footer's link columns, from `[[footer]]` in `routes.toml`: each link names a page by its
//! key, so the footer, the header's menu and the breadcrumbs all come from the one route list.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::diagnostics::{Diagnostics, line_of};
use crate::routes::PageDef;

/// A column of footer links, in the order written.
#[derive(Debug, Clone, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct FooterColumn {
    /// The interface string (`pwa/src/i18n/locales`) of the column's heading.
    pub heading: String,
    pub links: Vec<FooterLink>,
}

#[derive(Debug, Clone, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct FooterLink {
    /// The key of the page it opens.
    pub page: String,
    /// The interface string it shows; the page's menu label, `nav.<page>`, when not given (the
    /// app's output always has one).
    #[serde(default)]
    #[ts(type = "string")]
    pub label: Option<String>,
}

/// Checks that every link opens a page that exists in every language (the footer is on every
/// page), and gives each link its label.
pub fn resolve(
    columns: Vec<FooterColumn>,
    pages: &[PageDef],
    file: &std::path::Path,
    text: &str,
    diags: &mut Diagnostics,
) -> Vec<FooterColumn> {
    columns
        .into_iter()
        .map(|mut column| {
            for link in &mut column.links {
                let line = text
                    .find(&format!("page = \"{}\"", link.page))
                    .map_or(1, |i| line_of(text, i));
                match pages.iter().find(|p| p.key == link.page) {
                    None => diags.error(
                        file,
                        line,
                        format!(
                            "the footer links to `{}`, which is not a page's key here",
                            link.page
                        ),
                    ),
                    Some(page) if page.languages.len() < search_core::Lang::ALL.len() => diags
                        .error(
                            file,
                            line,
                            format!(
                                "the footer is on every page, but `{}` is not in every language",
                                link.page
                            ),
                        ),
                    Some(_) => {}
                }
                link.label
                    .get_or_insert_with(|| format!("nav.{}", link.page));
            }
            column
        })
        .collect()
}
