//! The site's redirects (301, path, query and hash kept): `www.` hosts to the bare host,
//! plain http on the site's own domain to https, and trailing slashes to one URL per page.

/// The body of a redirect, for clients that show it; nginx sends one too, as `text/html`
/// without a charset (its `charset` does not reach its own pages).
pub const MOVED_PAGE: &str = "<html><head><title>301 Moved Permanently</title></head><body><h1>301 Moved Permanently</h1></body></html>\n";

/// Where a request must be redirected to, if anywhere. `proto` is the scheme the client used
/// (`X-Forwarded-Proto` behind a proxy); without it the request came over plain http.
/// `canonical` is the site's origin (`web.domain` in content/site.toml, passed with
/// `--canonical`); without it only the `www.` rule applies.
pub fn redirect(
    host: &str,
    proto: Option<&str>,
    url: &str,
    canonical: Option<&str>,
) -> Option<String> {
    let scheme = proto.unwrap_or("http");
    let canonical_host = canonical.map(|c| c.trim_start_matches("https://"));
    if let Some(bare) = host.strip_prefix("www.") {
        let target_scheme = if Some(bare) == canonical_host {
            "https"
        } else {
            scheme
        };
        return Some(format!("{target_scheme}://{bare}{url}"));
    }
    if Some(host) == canonical_host && scheme == "http" {
        return Some(format!("https://{host}{url}"));
    }
    None
}

/// Where a path with a trailing slash goes: the path without it, query kept, so every page
/// has one URL. `/` and `/pl/` are the home pages and stay. The target is relative, as
/// nginx's `absolute_redirect off` writes it, so it holds behind any proxy or port.
pub fn without_trailing_slash(url: &str) -> Option<String> {
    let (path, query) = url.split_at(url.find('?').unwrap_or(url.len()));
    let trimmed = path.trim_end_matches('/');
    if !path.ends_with('/') || trimmed.is_empty() || path == "/pl/" {
        return None;
    }
    Some(format!("{trimmed}{query}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    const SITE: Option<&str> = Some("https://marigoldcare.example");

    #[test]
    fn www_goes_to_the_bare_https_domain_keeping_path_and_query() {
        assert_eq!(
            redirect("www.marigoldcare.example", Some("https"), "/blog?x=1", SITE).as_deref(),
            Some("https://marigoldcare.example/blog?x=1")
        );
    }

    #[test]
    fn plain_http_on_the_domain_goes_to_https() {
        assert_eq!(
            redirect("marigoldcare.example", None, "/pl/faq", SITE).as_deref(),
            Some("https://marigoldcare.example/pl/faq")
        );
        assert_eq!(
            redirect("marigoldcare.example", Some("https"), "/", SITE),
            None
        );
    }

    #[test]
    fn localhost_is_served_as_it_is() {
        assert_eq!(redirect("127.0.0.1:8080", None, "/", SITE), None);
        assert_eq!(redirect("localhost:8080", None, "/about", SITE), None);
    }

    #[test]
    fn without_a_canonical_origin_only_www_is_redirected() {
        assert_eq!(redirect("marigoldcare.example", None, "/", None), None);
        assert_eq!(
            redirect("www.example.org", None, "/a", None).as_deref(),
            Some("http://example.org/a")
        );
    }

    #[test]
    fn a_trailing_slash_goes_to_the_page_without_it_keeping_the_query() {
        assert_eq!(
            without_trailing_slash("/about/?x=1").as_deref(),
            Some("/about?x=1")
        );
        assert_eq!(
            without_trailing_slash("/pl/blog/").as_deref(),
            Some("/pl/blog")
        );
        assert_eq!(without_trailing_slash("/about?next=/"), None);
    }

    #[test]
    fn the_home_pages_keep_their_slash() {
        assert_eq!(without_trailing_slash("/"), None);
        assert_eq!(without_trailing_slash("/pl/?x=1"), None);
    }
}
