//! Response headers by file: security headers on everything, a strict Content-Security-Policy,
//! long-lived caching for content-hashed assets and revalidation for everything else.

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

/// All headers for a file served as `path` (relative to the site root).
pub fn for_path(path: &str) -> Vec<(&'static str, String)> {
    let mut out: Vec<(&'static str, String)> = SECURITY_HEADERS
        .iter()
        .map(|&(k, v)| (k, v.to_owned()))
        .collect();
    out.push(("Content-Type", content_type(path).to_owned()));
    out.push(("Cache-Control", cache_control(path).to_owned()));
    out
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
    fn the_search_module_is_served_as_wasm() {
        assert_eq!(
            content_type("assets/search_wasm_bg-1a2b.wasm"),
            "application/wasm"
        );
    }
}
