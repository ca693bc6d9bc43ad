//! A small static server for `dist/` with the production rules: security headers and CSP,
//! caching by file kind, 404 pages per language, the build's precompressed copies and the
//! redirects of `redirects`, as the nginx example answers. HTTP is hyper's and the files are
//! tower-http's (`site`); the server is bounded by `limits` whatever a client sends.

pub mod connections;
mod file_cache;
pub mod files;
pub mod headers;
pub mod host_config;
pub mod limits;
pub mod nginx_config;
pub mod redirects;
pub mod resolve;
pub mod shutdown;
pub mod site;
pub mod stall;

use std::path::Path;

pub fn run(root: &Path, host: &str, port: u16, canonical: Option<&str>) -> anyhow::Result<()> {
    anyhow::ensure!(
        root.join("index.html").is_file(),
        "{} has no index.html: build the site first (see README.md)",
        root.display()
    );
    let listener = connections::listen(host, port).map_err(|e| {
        anyhow::anyhow!(
            "cannot listen on {host}:{port}: {e} (is another server running? try --port)"
        )
    })?;
    let shown = if host.contains(':') {
        format!("[{host}]")
    } else {
        host.to_owned()
    };
    let site = site::Site::new(root, canonical);
    let signal = connections::serve(listener, site, || {
        println!(
            "Serving {} at http://{shown}:{port}/ (press Ctrl+C to stop)",
            root.display()
        );
    })?;
    println!("Stopped on {signal}, after the answers in flight.");
    Ok(())
}
