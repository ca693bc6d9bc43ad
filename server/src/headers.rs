//! Response headers by file: security headers on everything, a strict Content-Security-Policy,
//! long-lived caching for content-hashed assets and revalidation for everything else.

use std::path::Path;
use std::sync::LazyLock;

use hyper::HeaderMap;
use hyper::header::{self, HeaderName, HeaderValue};

/// No inline script, no other origin. `'wasm-unsafe-eval'` lets the search module compile.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self' mailto:; frame-ancestors 'none'; upgrade-insecure-requests";

pub const SECURITY_HEADERS: [(&str, &str); 7] = [
    ("Content-Security-Policy", CONTENT_SECURITY_POLICY),
    ("X-Content-Type-Options", "nosniff"),
    ("Referrer-Policy", "strict-origin-when-cross-origin"),
    ("X-Frame-Options", "DENY"),
    ("Cross-Origin-Opener-Policy", "same-origin"),
    (
        "Permissions-Policy",
        "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    ),
    (
        "Strict-Transport-Security",
        "max-age=63072000; includeSubDomains",
    ),
];

/// `SECURITY_HEADERS` as hyper's types, parsed once instead of on every answer.
static SECURITY: LazyLock<Vec<(HeaderName, HeaderValue)>> = LazyLock::new(|| {
    SECURITY_HEADERS
        .iter()
        .map(|&(name, value)| {
            let name = HeaderName::from_bytes(name.as_bytes()).expect("a valid header name");
            (name, HeaderValue::from_static(value))
        })
        .collect()
});

/// Files under `assets/` carry a content hash in their name, so they never change.
pub const IMMUTABLE: &str = "public, max-age=31536000, immutable";
/// Everything else (HTML, the service worker, the manifest) is checked on every load.
pub const REVALIDATE: &str = "no-cache";

/// Media types by file extension. Text is UTF-8 and says so. The nginx example's `types`
/// block and `charset_types` are written from this table, so both servers agree.
pub const CONTENT_TYPES: [(&str, &str); 15] = [
    ("html", "text/html; charset=utf-8"),
    ("js", "text/javascript; charset=utf-8"),
    ("mjs", "text/javascript; charset=utf-8"),
    ("css", "text/css; charset=utf-8"),
    ("json", "application/json"),
    ("webmanifest", "application/manifest+json"),
    ("wasm", "application/wasm"),
    ("svg", "image/svg+xml"),
    ("png", "image/png"),
    ("ico", "image/x-icon"),
    ("woff2", "font/woff2"),
    ("woff", "font/woff"),
    ("txt", "text/plain; charset=utf-8"),
    ("xml", "application/xml; charset=utf-8"),
    ("bin", "application/octet-stream"),
];

/// Anything else (including the `.br` and `.gz` copies fetched by their own names) is bytes.
pub const DEFAULT_TYPE: &str = "application/octet-stream";

pub fn content_type(path: &str) -> &'static str {
    let ext = path.rsplit('.').next().unwrap_or_default();
    CONTENT_TYPES
        .iter()
        .find(|(known, _)| *known == ext)
        .map_or(DEFAULT_TYPE, |(_, mime)| mime)
}

pub fn cache_control(path: &str) -> &'static str {
    if path.starts_with("assets/") {
        IMMUTABLE
    } else {
        REVALIDATE
    }
}

/// Puts the site's headers on an answer that sends (or validates) the file served as `path`
/// (relative to the site root): the type and caching are the raw file's, whichever copy is
/// sent. `has_copies` says whether the file has a `.br` or `.gz` copy.
pub fn apply(headers: &mut HeaderMap, path: &str, has_copies: bool) {
    for (name, value) in SECURITY.iter() {
        headers.insert(name.clone(), value.clone());
    }
    // ServeDir guesses a type; ours is the nginx example's. Answers without a body of this
    // file (416) have none, and get none.
    if headers.contains_key(header::CONTENT_TYPE) {
        let value = HeaderValue::from_static(content_type(path));
        headers.insert(header::CONTENT_TYPE, value);
    }
    let value = HeaderValue::from_static(cache_control(path));
    headers.insert(header::CACHE_CONTROL, value);
    // ServeDir varies every file once precompression is on; nginx's `gzip_vary` only those
    // with copies, so that an image stays one cache entry. Ours are nginx's.
    if has_copies {
        let value = HeaderValue::from_static("Accept-Encoding");
        headers.insert(header::VARY, value);
    } else {
        headers.remove(header::VARY);
    }
}

/// Whether the build wrote a compressed copy (`F.br` or `F.gz`) beside `file`.
pub fn has_compressed_copies(file: &Path) -> bool {
    ["br", "gz"].iter().any(|suffix| {
        let mut name = file.as_os_str().to_owned();
        name.push(".");
        name.push(suffix);
        Path::new(&name).is_file()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_policy_allows_no_inline_script() {
        let script = CONTENT_SECURITY_POLICY
            .split(';')
            .find(|d| d.trim().starts_with("script-src"))
            .unwrap();
        assert!(!script.contains("unsafe-inline"));
    }

    #[test]
    fn hashed_assets_are_cached_for_a_year_and_pages_revalidate() {
        assert_eq!(cache_control("assets/index-abc123.js"), IMMUTABLE);
        assert_eq!(cache_control("index.html"), REVALIDATE);
        assert_eq!(cache_control("sw.js"), REVALIDATE);
    }

    #[test]
    fn only_files_with_copies_vary_by_encoding() {
        let mut served = HeaderMap::new();
        served.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
        served.insert(header::CONTENT_TYPE, HeaderValue::from_static("image/png"));
        apply(&mut served, "icon.png", false);
        assert!(!served.contains_key(header::VARY));
        assert_eq!(served[header::CONTENT_TYPE], "image/png");
        apply(&mut served, "index.html", true);
        assert_eq!(served[header::VARY], "Accept-Encoding");
        assert_eq!(served[header::CONTENT_TYPE], "text/html; charset=utf-8");
        assert_eq!(served[header::CACHE_CONTROL], REVALIDATE);
    }

    #[test]
    fn the_search_module_is_served_as_wasm() {
        assert_eq!(
            content_type("assets/search_wasm_bg-1a2b.wasm"),
            "application/wasm"
        );
    }
}
