//! A small static server for `dist/` with the production rules: security headers and CSP,
//! caching by file kind, 404 pages per language, and the redirects of `redirects`.

pub mod headers;
pub mod host_config;
pub mod redirects;
pub mod resolve;

use std::path::Path;

use anyhow::Context;
use tiny_http::{Header, Response, Server};

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
    for request in server.incoming_requests() {
        let host_header = request
            .headers()
            .iter()
            .find(|h| h.field.equiv("Host"))
            .map(|h| h.value.as_str().to_owned())
            .unwrap_or_default();
        let proto = request
            .headers()
            .iter()
            .find(|h| h.field.equiv("X-Forwarded-Proto"))
            .map(|h| h.value.as_str().to_owned());
        let url = request.url().to_owned();
        let answer = if let Some(location) =
            redirects::redirect(&host_header, proto.as_deref(), &url, canonical)
        {
            Response::from_data(Vec::new())
                .with_status_code(301)
                .with_header(header("Location", &location))
                .boxed()
        } else {
            let resolved = resolve::resolve(root, &url);
            let body = std::fs::read(&resolved.file)
                .with_context(|| format!("reading {}", resolved.file.display()));
            match body {
                Ok(body) => {
                    let mut response = Response::from_data(body).with_status_code(resolved.status);
                    for (name, value) in headers::for_path(&resolved.served_as) {
                        response.add_header(header(name, &value));
                    }
                    response.boxed()
                }
                Err(err) => Response::from_string(format!("{err:#}"))
                    .with_status_code(500)
                    .boxed(),
            }
        };
        let _ = request.respond(answer);
    }
    Ok(())
}

fn header(name: &str, value: &str) -> Header {
    Header::from_bytes(name.as_bytes(), value.as_bytes()).expect("static header names are valid")
}
