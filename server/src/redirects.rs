//! The site's redirects (301, path, query and hash kept): `www.` hosts to the bare host, and
//! plain http on the site's own domain to https.

/// The canonical origin of the site; `web.domain` in content/site.toml must match it.
pub const CANONICAL_ORIGIN: &str = "https://marigoldcare.example";

/// Where a request must be redirected to, if anywhere. `proto` is the scheme the client used
/// (`X-Forwarded-Proto` behind a proxy); without it the request came over plain http.
pub fn redirect(host: &str, proto: Option<&str>, url: &str) -> Option<String> {
    let scheme = proto.unwrap_or("http");
    let canonical_host = CANONICAL_ORIGIN.trim_start_matches("https://");
    if let Some(bare) = host.strip_prefix("www.") {
        let target_scheme = if bare == canonical_host {
            "https"
        } else {
            scheme
        };
        return Some(format!("{target_scheme}://{bare}{url}"));
    }
    if host == canonical_host && scheme == "http" {
        return Some(format!("https://{host}{url}"));
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn www_goes_to_the_bare_https_domain_keeping_path_and_query() {
        assert_eq!(
            redirect("www.marigoldcare.example", Some("https"), "/blog?x=1").as_deref(),
            Some("https://marigoldcare.example/blog?x=1")
        );
    }

    #[test]
    fn plain_http_on_the_domain_goes_to_https() {
        assert_eq!(
            redirect("marigoldcare.example", None, "/pl/faq").as_deref(),
            Some("https://marigoldcare.example/pl/faq")
        );
        assert_eq!(redirect("marigoldcare.example", Some("https"), "/"), None);
    }

    #[test]
    fn localhost_is_served_as_it_is() {
        assert_eq!(redirect("127.0.0.1:8080", None, "/"), None);
        assert_eq!(redirect("localhost:8080", None, "/about"), None);
    }
}
