//! Content negotiation over the build's precompressed copies (`F.br`, `F.gz` beside a file
//! `F`), choosing as nginx's `brotli_static` and `gzip_static` do with `gzip_vary on`.

use std::path::{Path, PathBuf};

/// Which bytes to send for a file, and how they are encoded.
#[derive(Debug, PartialEq, Eq)]
pub struct Negotiated {
    pub file: PathBuf,
    /// The `Content-Encoding`, when a compressed copy is sent.
    pub encoding: Option<&'static str>,
    /// Whether a compressed copy exists, so the answer depends on `Accept-Encoding` and
    /// caches must key on it (`Vary`), whichever bytes were chosen.
    pub vary: bool,
}

/// Brotli first: its copies are smaller, and nginx runs `brotli_static` before
/// `gzip_static`, so a browser accepting both gets Brotli from either server.
const CODINGS: [(&str, &str); 2] = [("br", "br"), ("gzip", "gz")];

/// The copy of `file` to send for a request with this `Accept-Encoding` header, if any.
pub fn negotiate(file: &Path, accept_encoding: Option<&str>) -> Negotiated {
    let copies: Vec<(&'static str, PathBuf)> = CODINGS
        .iter()
        .map(|&(coding, suffix)| (coding, with_suffix(file, suffix)))
        .filter(|(_, copy)| copy.is_file())
        .collect();
    let vary = !copies.is_empty();
    let chosen = copies
        .into_iter()
        .find(|(coding, _)| accept_encoding.is_some_and(|header| accepts(header, coding)));
    match chosen {
        Some((coding, copy)) => Negotiated {
            file: copy,
            encoding: Some(coding),
            vary,
        },
        None => Negotiated {
            file: file.to_owned(),
            encoding: None,
            vary,
        },
    }
}

/// Whether an `Accept-Encoding` value accepts `coding`: named with a q-value above zero (1
/// when absent), or not named and `*` is accepted.
pub fn accepts(accept_encoding: &str, coding: &str) -> bool {
    let mut wildcard = false;
    for item in accept_encoding.split(',') {
        let mut parts = item.split(';');
        let name = parts.next().unwrap_or_default().trim();
        let q = parts
            .filter_map(|param| param.split_once('='))
            .find(|(key, _)| key.trim().eq_ignore_ascii_case("q"))
            .map_or(Some(1.0), |(_, value)| value.trim().parse::<f32>().ok());
        // A q-value that does not parse refuses, as nginx reads it.
        let accepted = q.is_some_and(|q| q > 0.0);
        if name.eq_ignore_ascii_case(coding) {
            return accepted;
        }
        if name == "*" {
            wildcard = accepted;
        }
    }
    wildcard
}

fn with_suffix(file: &Path, suffix: &str) -> PathBuf {
    let mut name = file.as_os_str().to_owned();
    name.push(".");
    name.push(suffix);
    PathBuf::from(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_named_coding_is_accepted_unless_its_q_is_zero() {
        assert!(accepts("br", "br"));
        assert!(accepts("gzip, deflate, br, zstd", "br"));
        assert!(accepts("BR;q=0.5", "br"));
        assert!(!accepts("br;q=0", "br"));
        assert!(!accepts("br; q=0.000, gzip", "br"));
        assert!(accepts("br; q=0.001", "br"));
        assert!(!accepts("gzip", "br"));
        assert!(!accepts("identity", "gzip"));
    }

    #[test]
    fn the_wildcard_accepts_what_is_not_named() {
        assert!(accepts("*", "br"));
        assert!(accepts("identity, *;q=0.1", "gzip"));
        assert!(!accepts("*;q=0", "gzip"));
        assert!(!accepts("gzip;q=0, *", "gzip"));
        assert!(accepts("*;q=0, gzip", "gzip"));
    }

    #[test]
    fn a_coding_must_be_named_whole() {
        assert!(!accepts("xgzip, brotli", "gzip"));
        assert!(!accepts("brotli", "br"));
    }

    #[test]
    fn brotli_is_preferred_then_gzip_then_the_raw_file() {
        let dir = Copies::new(&["page.html", "page.html.br", "page.html.gz"]);
        let file = dir.0.join("page.html");
        let pick = |header| negotiate(&file, header).encoding;
        assert_eq!(pick(Some("gzip, br")), Some("br"));
        assert_eq!(pick(Some("br;q=0, gzip")), Some("gzip"));
        assert_eq!(pick(Some("identity")), None);
        assert_eq!(pick(None), None);
        assert_eq!(
            negotiate(&file, Some("gzip")).file,
            dir.0.join("page.html.gz")
        );
    }

    #[test]
    fn vary_is_sent_whenever_a_copy_exists_whatever_is_chosen() {
        let dir = Copies::new(&["a.js", "a.js.gz", "b.png"]);
        let only_gzip = negotiate(&dir.0.join("a.js"), Some("br"));
        assert_eq!((only_gzip.encoding, only_gzip.vary), (None, true));
        let image = negotiate(&dir.0.join("b.png"), Some("br, gzip"));
        assert_eq!((image.encoding, image.vary), (None, false));
    }

    /// A throwaway folder of empty files, removed on drop.
    struct Copies(PathBuf);
    impl Copies {
        fn new(files: &[&str]) -> Copies {
            let root = std::env::temp_dir().join(format!(
                "marigold-encoding-test-{}-{:?}",
                std::process::id(),
                std::thread::current().id()
            ));
            std::fs::create_dir_all(&root).unwrap();
            for f in files {
                std::fs::write(root.join(f), "").unwrap();
            }
            Copies(root)
        }
    }
    impl Drop for Copies {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }
}
