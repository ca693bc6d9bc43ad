//! A small static server for `dist/` with the production rules: security headers and CSP,
//! caching by file kind, 404 pages per language, the build's precompressed copies (see
//! `encoding`) and the redirects of `redirects`, as the nginx example answers.

pub mod encoding;
pub mod headers;
pub mod host_config;
pub mod http;
pub mod nginx_config;
pub mod redirects;
pub mod resolve;

use std::net::TcpListener;
use std::path::{Path, PathBuf};

use anyhow::Context;
use http::{Request, Response};

/// The body of a redirect, for clients that show it; nginx sends one too, as `text/html`
/// without a charset (its `charset` does not reach its own pages).
const MOVED_PAGE: &str = "<html><head><title>301 Moved Permanently</title></head><body><h1>301 Moved Permanently</h1></body></html>\n";

pub fn run(root: &Path, host: &str, port: u16, canonical: Option<&str>) -> anyhow::Result<()> {
    anyhow::ensure!(
        root.join("index.html").is_file(),
        "{} has no index.html: build the site first (see README.md)",
        root.display()
    );
    let listener = TcpListener::bind((host, port)).map_err(|e| {
        anyhow::anyhow!(
            "cannot listen on {host}:{port}: {e} (is another server running? try --port)"
        )
    })?;
    println!("Serving {} at http://{host}:{port}/", root.display());
    let root: PathBuf = root.to_owned();
    let canonical = canonical.map(str::to_owned);
    http::serve(listener, move |request| {
        answer(&root, canonical.as_deref(), request)
    });
    Ok(())
}

fn answer(root: &Path, canonical: Option<&str>, request: &Request) -> Response {
    let url = request.target.as_str();
    let host = request.header("Host").unwrap_or_default();
    let proto = request.header("X-Forwarded-Proto");
    let location = redirects::redirect(host, proto, url, canonical)
        .or_else(|| redirects::without_trailing_slash(url));
    if let Some(location) = location {
        return Response {
            status: 301,
            headers: vec![("Content-Type", "text/html".into()), ("Location", location)],
            body: MOVED_PAGE.into(),
        };
    }
    let resolved = resolve::resolve(root, url);
    let chosen = encoding::negotiate(&resolved.file, request.header("Accept-Encoding"));
    let read = || -> anyhow::Result<(Vec<u8>, Option<String>)> {
        let body = std::fs::read(&chosen.file)
            .with_context(|| format!("reading {}", chosen.file.display()))?;
        let modified = std::fs::metadata(&chosen.file)
            .and_then(|m| m.modified())
            .ok()
            .map(http::http_date);
        Ok((body, modified))
    };
    match read() {
        Ok((body, modified)) => {
            // The type and caching are the raw file's, whichever copy is sent.
            let mut headers = headers::for_path(&resolved.served_as);
            if let Some(coding) = chosen.encoding {
                headers.push(("Content-Encoding", coding.into()));
            }
            if chosen.vary {
                headers.push(("Vary", "Accept-Encoding".into()));
            }
            // As nginx: a validator, and 304 when the browser already has this version, so a
            // page's `no-cache` files (HTML, the service worker) revalidate without a download.
            let unchanged = resolved.status == 200
                && modified.is_some()
                && request.header("If-Modified-Since") == modified.as_deref();
            if let Some(modified) = modified {
                headers.push(("Last-Modified", modified));
            }
            Response {
                status: if unchanged { 304 } else { resolved.status },
                headers,
                body: if unchanged { Vec::new() } else { body },
            }
        }
        Err(err) => Response {
            status: 500,
            headers: vec![("Content-Type", "text/plain; charset=utf-8".into())],
            body: format!("{err:#}").into_bytes(),
        },
    }
}
