//! `marigold-serve`: serves `dist/` on localhost the way the site is deployed.

use std::path::PathBuf;

fn main() -> anyhow::Result<()> {
    let mut root = PathBuf::from("dist");
    let mut port: u16 = 8080;
    let mut host = String::from("127.0.0.1");
    let mut canonical: Option<String> = None;
    let mut host_config: Option<PathBuf> = None;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--root" => root = args.next().map(PathBuf::from).unwrap_or(root),
            "--port" => {
                port = args
                    .next()
                    .and_then(|p| p.parse().ok())
                    .ok_or_else(|| anyhow::anyhow!("--port needs a number, e.g. --port 8080"))?
            }
            "--host" => host = args.next().unwrap_or(host),
            "--canonical" => {
                let origin = args.next().unwrap_or_default();
                anyhow::ensure!(
                    origin.starts_with("https://") && !origin.ends_with('/'),
                    "--canonical needs the site's https origin, e.g. --canonical https://example.org"
                );
                canonical = Some(origin);
            }
            "--write-host-config" => host_config = args.next().map(PathBuf::from),
            "-h" | "--help" => {
                println!(
                    "usage: marigold-serve [--root dist] [--host 127.0.0.1] [--port 8080] [--canonical https://example.org]\n       marigold-serve --canonical https://example.org --write-host-config dist   (writes _headers, _redirects, nginx.conf.example)"
                );
                return Ok(());
            }
            other => anyhow::bail!("unknown argument `{other}` (try --help)"),
        }
    }
    if let Some(dir) = host_config {
        let canonical = canonical.ok_or_else(|| {
            anyhow::anyhow!("--write-host-config needs --canonical https://<the site's domain>")
        })?;
        server::host_config::write(&dir, &canonical)
            .map_err(|e| anyhow::anyhow!("cannot write host config into {}: {e}", dir.display()))?;
        println!(
            "Wrote _headers, _redirects and nginx.conf.example into {}",
            dir.display()
        );
        return Ok(());
    }
    server::run(&root, &host, port, canonical.as_deref())
}
