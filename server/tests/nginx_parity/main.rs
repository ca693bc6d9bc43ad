//! The deployment configs, run for real: Debian's nginx with the generated
//! `nginx.conf.example` (only ports, certificates and root changed) and marigold-serve on the
//! same built dist/ get the same requests (every route, the 404 pages, redirects, every kind
//! of file, every encoding). The test fails on any answer that is wrong, and on any header
//! that matters where the two servers differ.
//!
//! Needs a build and nginx (scripts/setup.sh installs it); scripts/test.sh runs it as
//! `DIST="$PWD/dist" cargo test -p server --test nginx_parity -- --ignored`. `ROUTES`
//! overrides the route list (default pwa/generated/data/routes.json, written by the indexer).

use std::collections::BTreeMap;
use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

mod cases;
mod servers;

use cases::*;
use server::headers::{SECURITY_HEADERS, cache_control, content_type};
use servers::*;

const WORKSPACE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/..");
const BROTLI_MODULE: &str = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
const ENCODINGS: [Option<&str>; 5] = [
    Some("br"),
    Some("gzip"),
    Some("br, gzip"),
    Some("identity"),
    None,
];
const NOT_FOUND: [(&str, &str); 4] = [
    ("/this-page-does-not-exist", "404.html"),
    ("/pl/ta-strona-nie-istnieje", "pl/404.html"),
    ("/blog/no-such-article", "404.html"),
    ("/pl/blog/no-such-article", "pl/404.html"),
];

#[test]
#[ignore = "needs a built dist/ and nginx: DIST=\"$PWD/dist\" cargo test -p server --test nginx_parity -- --ignored"]
fn nginx_and_marigold_serve_answer_alike_and_rightly() {
    let dist = dist();
    let canonical = canonical();
    let host = canonical.trim_start_matches("https://").to_owned();
    let cases = cases(&dist, &host);
    let servers = Servers::start(&dist, &canonical, &host);

    let failures = Mutex::new(Vec::new());
    let next = AtomicUsize::new(0);
    std::thread::scope(|scope| {
        for _ in 0..4 {
            scope.spawn(|| {
                while let Some(case) = cases.get(next.fetch_add(1, Ordering::Relaxed)) {
                    let nginx = servers.fetch(Server::Nginx, case);
                    let serve = servers.fetch(Server::MarigoldServe, case);
                    let mut found = differences(case, &nginx, &serve);
                    found.extend(wrong(&dist, case, "nginx", &nginx));
                    found.extend(wrong(&dist, case, "marigold-serve", &serve));
                    failures.lock().unwrap().extend(found);
                }
            });
        }
    });

    let mut failures = failures.into_inner().unwrap();
    failures.extend(marigold_serve_answers_head_without_a_body(&servers));
    println!(
        "nginx parity: {} requests to each server, {} problems",
        cases.len(),
        failures.len()
    );
    // The first hundred say what is wrong; thousands more would bury them.
    assert!(
        failures.is_empty(),
        "{} problems (nginx log: {}), the first of them:\n{}",
        failures.len(),
        servers.dir.path().join("error.log").display(),
        failures[..failures.len().min(100)].join("\n")
    );
}

/// A HEAD answer is headers only, as nginx sends it. Read from the socket, as curl reads
/// no body after HEAD.
fn marigold_serve_answers_head_without_a_body(servers: &Servers) -> Vec<String> {
    let mut stream = TcpStream::connect(("127.0.0.1", servers.serve_port)).unwrap();
    let request = format!(
        "HEAD / HTTP/1.1\r\nHost: {}\r\nX-Forwarded-Proto: https\r\nConnection: close\r\n\r\n",
        servers.host
    );
    stream.write_all(request.as_bytes()).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    let mut answer = Vec::new();
    let _ = stream.read_to_end(&mut answer);
    let text = String::from_utf8_lossy(&answer);
    match text.split_once("\r\n\r\n") {
        Some((head, "")) if head.starts_with("HTTP/1.1 200") => Vec::new(),
        _ => vec![format!("marigold-serve: HEAD / answered {text:?}")],
    }
}

/// The headers that matter, compared between the servers.
fn compared() -> Vec<String> {
    let mut names: Vec<String> = [
        "location",
        "content-type",
        "content-encoding",
        "vary",
        "cache-control",
    ]
    .map(String::from)
    .to_vec();
    names.extend(SECURITY_HEADERS.iter().map(|(n, _)| n.to_ascii_lowercase()));
    names
}

fn differences(case: &Case, nginx: &Answer, serve: &Answer) -> Vec<String> {
    let mut out = Vec::new();
    if nginx.status != serve.status {
        out.push(format!(
            "status differs for {}: nginx {} / marigold-serve {}",
            case.describe(),
            nginx.status,
            serve.status
        ));
    }
    for name in compared() {
        let (a, b) = (nginx.headers.get(&name), serve.headers.get(&name));
        if a != b {
            out.push(format!(
                "{name} differs for {}: nginx {a:?} / marigold-serve {b:?}",
                case.describe()
            ));
        }
    }
    out
}

/// What is wrong with one server's answer, whatever the other said.
fn wrong(dist: &Path, case: &Case, who: &str, answer: &Answer) -> Vec<String> {
    let mut out = Vec::new();
    let mut check = |what: &str, got: Option<&str>, want: Option<&str>| {
        if got != want {
            out.push(format!(
                "{who}: {what} for {}: got {got:?}, want {want:?}",
                case.describe()
            ));
        }
    };
    let header = |name: &str| answer.headers.get(name).map(String::as_str);
    match &case.expect {
        Expect::Redirect(location) => {
            check("status", Some(&answer.status.to_string()), Some("301"));
            check("Location", header("location"), Some(location));
        }
        Expect::File { status, file } => {
            check(
                "status",
                Some(&answer.status.to_string()),
                Some(&status.to_string()),
            );
            check(
                "Content-Type",
                header("content-type"),
                Some(content_type(file)),
            );
            check(
                "Cache-Control",
                header("cache-control"),
                Some(cache_control(file)),
            );
            for (name, value) in SECURITY_HEADERS {
                check(name, header(&name.to_ascii_lowercase()), Some(value));
            }
            let has = |suffix: &str| dist.join(format!("{file}.{suffix}")).is_file();
            let encoding = match case.accept {
                Some("br" | "br, gzip") if has("br") => Some("br"),
                Some("gzip" | "br, gzip") if has("gz") => Some("gzip"),
                _ => None,
            };
            check("Content-Encoding", header("content-encoding"), encoding);
            let vary = (has("br") || has("gz")).then_some("Accept-Encoding");
            check("Vary", header("vary"), vary);
            if case.method == Method::Get {
                let raw = std::fs::read(dist.join(file)).unwrap();
                let decoded = decode(header("content-encoding"), &answer.body);
                if decoded.as_deref().ok() != Some(raw.as_slice()) {
                    out.push(format!(
                        "{who}: the decoded body of {} is not {file} ({} bytes sent)",
                        case.describe(),
                        answer.body.len()
                    ));
                }
            }
        }
    }
    out
}

fn decode(encoding: Option<&str>, body: &[u8]) -> std::io::Result<Vec<u8>> {
    let mut out = Vec::new();
    match encoding {
        None => out.extend_from_slice(body),
        Some("gzip") => {
            flate2::read::GzDecoder::new(body).read_to_end(&mut out)?;
        }
        Some("br") => {
            brotli_decompressor::Decompressor::new(body, 4096).read_to_end(&mut out)?;
        }
        Some(other) => return Err(std::io::Error::other(format!("unknown coding {other}"))),
    }
    Ok(out)
}
