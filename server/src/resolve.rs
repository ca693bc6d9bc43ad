//! Mapping a request path to a file of `dist/`, as static hosts with clean URLs do:
//! `/about` -> `about.html`, `/` -> `index.html`, unknown -> the 404 page of the path's language.

use std::path::{Component, Path, PathBuf};

pub struct Resolved {
    pub file: PathBuf,
    pub status: u16,
    /// The file's path relative to the root, which decides its headers.
    pub served_as: String,
}

pub fn resolve(root: &Path, url: &str) -> Resolved {
    let path = url.split(['?', '#']).next().unwrap_or("/");
    let path = percent_decode(path);
    let safe = !Path::new(&path)
        .components()
        .any(|c| matches!(c, Component::ParentDir));
    if safe {
        let trimmed = path.trim_start_matches('/');
        let candidates = if trimmed.is_empty() {
            vec!["index.html".to_owned()]
        } else if let Some(dir) = trimmed.strip_suffix('/') {
            // Only `/pl/` gets here: other trailing slashes are redirected first.
            vec![format!("{dir}.html")]
        } else {
            vec![trimmed.to_owned(), format!("{trimmed}.html")]
        };
        for candidate in candidates {
            let file = root.join(&candidate);
            // `/404` is not a page of its own; `/404.html` is a file (the service worker
            // precaches it to show offline).
            let clean_url_to_404 = candidate.ends_with("404.html") && !trimmed.ends_with(".html");
            if file.is_file() && !clean_url_to_404 {
                return Resolved {
                    file,
                    status: 200,
                    served_as: candidate,
                };
            }
        }
    }
    let not_found = if path == "/pl" || path.starts_with("/pl/") {
        "pl/404.html"
    } else {
        "404.html"
    };
    Resolved {
        file: root.join(not_found),
        status: 404,
        served_as: not_found.to_owned(),
    }
}

/// The URL path that names `served_as` (a path relative to the root) to `ServeDir`: every
/// byte but unreserved ones and `/` percent-encoded, so any file name survives the trip.
pub fn uri_for(served_as: &str) -> String {
    let mut out = String::with_capacity(served_as.len() + 1);
    out.push('/');
    for byte in served_as.bytes() {
        if byte.is_ascii_alphanumeric() || b"-._~/".contains(&byte) {
            out.push(char::from(byte));
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

fn percent_decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = bytes
            .get(i + 1..i + 3)
            .and_then(|h| std::str::from_utf8(h).ok())
            .and_then(|h| u8::from_str_radix(h, 16).ok());
        if let (b'%', Some(b)) = (bytes[i], hex) {
            out.push(b);
            i += 3;
            continue;
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn site() -> tempfile_free::Dir {
        tempfile_free::Dir::new(&[
            "index.html",
            "about.html",
            "pl.html",
            "pl/about.html",
            "404.html",
            "pl/404.html",
            "assets/app-1234.js",
        ])
    }

    #[test]
    fn clean_urls_map_to_html_files() {
        let dir = site();
        assert_eq!(resolve(&dir.0, "/about").served_as, "about.html");
        assert_eq!(resolve(&dir.0, "/pl").served_as, "pl.html");
        assert_eq!(resolve(&dir.0, "/pl/about?x=1").served_as, "pl/about.html");
        assert_eq!(resolve(&dir.0, "/").served_as, "index.html");
    }

    #[test]
    fn unknown_paths_get_the_404_page_of_their_language() {
        let dir = site();
        let en = resolve(&dir.0, "/nope");
        assert_eq!((en.status, en.served_as.as_str()), (404, "404.html"));
        let pl = resolve(&dir.0, "/pl/nie-ma");
        assert_eq!((pl.status, pl.served_as.as_str()), (404, "pl/404.html"));
        assert_eq!(resolve(&dir.0, "/404").status, 404);
        assert_eq!(resolve(&dir.0, "/pl/404.html").status, 200);
    }

    #[test]
    fn parent_directories_are_refused() {
        let dir = site();
        assert_eq!(resolve(&dir.0, "/../Cargo.toml").status, 404);
        assert_eq!(resolve(&dir.0, "/%2e%2e/Cargo.toml").status, 404);
    }

    #[test]
    fn any_file_name_is_named_to_serve_dir_as_itself() {
        assert_eq!(uri_for("pl/about.html"), "/pl/about.html");
        assert_eq!(uri_for("a b%?#.html"), "/a%20b%25%3F%23.html");
        assert_eq!(uri_for("zażółć.html"), "/za%C5%BC%C3%B3%C5%82%C4%87.html");
    }

    /// A throwaway folder of empty files, removed on drop.
    mod tempfile_free {
        pub struct Dir(pub std::path::PathBuf);
        impl Dir {
            pub fn new(files: &[&str]) -> Dir {
                let root = std::env::temp_dir().join(format!(
                    "marigold-serve-test-{}-{:?}",
                    std::process::id(),
                    std::thread::current().id()
                ));
                for f in files {
                    let p = root.join(f);
                    std::fs::create_dir_all(p.parent().unwrap()).unwrap();
                    std::fs::write(p, "").unwrap();
                }
                Dir(root)
            }
        }
        impl Drop for Dir {
            fn drop(&mut self) {
                let _ = std::fs::remove_dir_all(&self.0);
            }
        }
    }
}
