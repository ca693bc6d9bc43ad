//! Internal links in articles and page copy must lead to a route that exists, in the same
//! language, and images must exist: a broken link stops the build instead of reaching a family.

use std::path::Path;

use search_core::Lang;

use crate::articles::IMAGE_URL_PREFIX;
use crate::diagnostics::Diagnostics;
use crate::routes::RouteTable;

/// A file's links: its path, its language, and each destination with its line and whether
/// it is an image.
pub struct LinkSource<'a> {
    pub source: &'a Path,
    pub lang: Lang,
    pub links: &'a [(String, usize, bool)],
}

pub fn check<'a>(
    sources: impl IntoIterator<Item = LinkSource<'a>>,
    routes: &RouteTable,
    content_dir: &Path,
    diags: &mut Diagnostics,
) {
    for a in sources {
        for (dest, line, is_image) in a.links {
            if *is_image {
                check_image(&a, dest, *line, content_dir, diags);
                continue;
            }
            if !dest.starts_with('/') || dest.starts_with("//") {
                continue;
            }
            let path = dest.split(['#', '?']).next().unwrap_or_default();
            match routes.find(path) {
                None => diags.error(
                    a.source,
                    *line,
                    format!("link to `{dest}`: no page has that path"),
                ),
                Some(route) if route.lang != a.lang => diags.error(
                    a.source,
                    *line,
                    format!(
                        "link to `{dest}` leads to a {} page from a {} page; use `{}`",
                        route.lang.code(),
                        a.lang.code(),
                        route.alternates.get(&a.lang).cloned().unwrap_or_else(|| {
                            match a.lang {
                                Lang::Pl => format!("/pl{path}"),
                                Lang::En => path.trim_start_matches("/pl").to_owned(),
                            }
                        })
                    ),
                ),
                Some(_) => {}
            }
        }
    }
}

fn check_image(
    a: &LinkSource<'_>,
    dest: &str,
    line: usize,
    content_dir: &Path,
    diags: &mut Diagnostics,
) {
    match dest.strip_prefix(IMAGE_URL_PREFIX) {
        Some(name) if content_dir.join("images/articles").join(name).is_file() => {}
        Some(name) => diags.error(
            a.source,
            line,
            format!("image `{dest}` not found: add content/images/articles/{name}"),
        ),
        None => diags.error(
            a.source,
            line,
            format!("image `{dest}` must be a file in content/images/articles/ (URL {IMAGE_URL_PREFIX}...)"),
        ),
    }
}
