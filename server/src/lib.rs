//! A small static server for `dist/` with the production rules: security headers and CSP,
//! caching by file kind, 404 pages per language, the build's precompressed copies (see
//! `encoding`) and the redirects of `redirects`, as the nginx example answers.

pub mod encoding;
pub mod headers;
pub mod host_config;
pub mod nginx_config;
pub mod redirects;
pub mod resolve;

use std::path::Path;

use anyhow::Context;
use tiny_http::{Header, Request, Response, ResponseBox, Server};

/// The body of a redirect, for clients that show it; nginx sends one too, as `text/html`
/// without a charset (its `charset` does not reach its own pages).
const MOVED_PAGE: &str = "<html><head><title>301 Moved Permanently</title></head><body><h1>301 Moved Permanently</h1></body></html>\n";

pub fn run(root: &Path, host: &str, port: u16, canonical: Option<&str>) -> anyhow::Result<()> {
    anyhow::ensure!(
        root.join("index.html").is_file(),
        "{} has no index.html: build the site first (see README.md)",
        root.display()
    );
    let server = Server::http((host, port)).map_err(|e| {
        anyhow::anyhow!(
            "cannot listen on {host}:{port}: {e} (is another server running? try --port)"
        )
    })?;
    println!("Serving {} at http://{host}:{port}/", root.display());
    // Several threads take requests, because `respond` blocks while a client is slow to read
    // its body: with one thread, a single stalled download (a closing tab, a service worker
    // being stopped mid-precache) held every other request unanswered until it timed out.
    std::thread::scope(|scope| {
        for _ in 0..WORKERS {
            scope.spawn(|| {
                for request in server.incoming_requests() {
                    let response = answer(root, canonical, &request);
                    // tiny_http leaves out the body of an answer to HEAD, keeping its headers.
                    let _ = request.respond(response);
                }
            });
        }
    });
    Ok(())
}

/// Enough for a browser's six connections per origin, several browsers at once in the tests.
const WORKERS: usize = 16;

fn answer(root: &Path, canonical: Option<&str>, request: &Request) -> ResponseBox {
    let url = request.url();
    let host = request_header(request, "Host").unwrap_or_default();
    let proto = request_header(request, "X-Forwarded-Proto");
    let location = redirects::redirect(host, proto, url, canonical)
        .or_else(|| redirects::without_trailing_slash(url));
    if let Some(location) = location {
        return Response::from_string(MOVED_PAGE)
            .with_status_code(301)
            .with_header(header("Content-Type", "text/html"))
            .with_header(header("Location", &location))
            .boxed();
    }
    let resolved = resolve::resolve(root, url);
    let chosen = encoding::negotiate(&resolved.file, request_header(request, "Accept-Encoding"));
    let body =
        std::fs::read(&chosen.file).with_context(|| format!("reading {}", chosen.file.display()));
    match body {
        Ok(body) => {
            // The type and caching are the raw file's, whichever copy is sent.
            let mut response = Response::from_data(body).with_status_code(resolved.status);
            for (name, value) in headers::for_path(&resolved.served_as) {
                response.add_header(header(name, &value));
            }
            if let Some(coding) = chosen.encoding {
                response.add_header(header("Content-Encoding", coding));
            }
            if chosen.vary {
                response.add_header(header("Vary", "Accept-Encoding"));
            }
            response.boxed()
        }
        Err(err) => Response::from_string(format!("{err:#}"))
            .with_status_code(500)
            .boxed(),
    }
}

fn request_header<'a>(request: &'a Request, name: &'static str) -> Option<&'a str> {
    request
        .headers()
        .iter()
        .find(|h| h.field.equiv(name))
        .map(|h| h.value.as_str())
}

fn header(name: &str, value: &str) -> Header {
    Header::from_bytes(name.as_bytes(), value.as_bytes()).expect("static header names are valid")
}
