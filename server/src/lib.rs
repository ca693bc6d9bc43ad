//! A small static server for `dist/` with the production rules: security headers and CSP,
//! caching by file kind, 404 pages per language, the build's precompressed copies and the
//! redirects of `redirects`, as the nginx example answers. HTTP is hyper's and the files are
//! tower-http's (`site`); the server is bounded by `limits` whatever a client sends.

pub mod connections;
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

use anyhow::Context;

pub fn run(root: &Path, host: &str, port: u16, canonical: Option<&str>) -> anyhow::Result<()> {
    anyhow::ensure!(
        root.join("index.html").is_file(),
        "{} has no index.html: build the site first (see README.md)",
        root.display()
    );
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("cannot start the server's runtime")?;
    runtime.block_on(async {
        let listener = tokio::net::TcpListener::bind((host, port))
            .await
            .map_err(|e| {
                anyhow::anyhow!(
                    "cannot listen on {host}:{port}: {e} (is another server running? try --port)"
                )
            })?;
        let stop = shutdown::signals()?;
        let shown = if host.contains(':') {
            format!("[{host}]")
        } else {
            host.to_owned()
        };
        println!(
            "Serving {} at http://{shown}:{port}/ (press Ctrl+C to stop)",
            root.display()
        );
        let site = site::Site::new(root, canonical);
        let signal = connections::serve(listener, site, stop).await;
        println!("Stopped on {signal}, after the answers in flight.");
        Ok(())
    })
}
