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

use server::headers::{SECURITY_HEADERS, cache_control, content_type};

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

/// The built site, from `DIST`; its absence is a failure, not a skip.
fn dist() -> PathBuf {
    let dist = std::env::var_os("DIST").map(PathBuf::from).expect(
        "DIST is not set: build the site (scripts/build.sh), then run with DIST=\"$PWD/dist\"",
    );
    let dist = dist.canonicalize().unwrap_or_else(|e| {
        panic!(
            "DIST={}: {e}: build the site with scripts/build.sh",
            dist.display()
        )
    });
    for file in ["index.html", "index.html.br", "nginx.conf.example"] {
        assert!(
            dist.join(file).is_file(),
            "{} has no {file}: build the site with scripts/build.sh",
            dist.display()
        );
    }
    dist
}

/// The canonical origin: `domain = "https://..."` in content/site.toml, as scripts/build.sh
/// reads it.
fn canonical() -> String {
    let toml = std::fs::read_to_string(format!("{WORKSPACE}/content/site.toml"))
        .expect("reading content/site.toml");
    toml.lines()
        .find_map(|line| line.trim().strip_prefix("domain = \""))
        .and_then(|rest| rest.split('"').next())
        .expect("content/site.toml has no domain = \"https://...\"")
        .to_owned()
}

fn routes() -> Vec<String> {
    let file = std::env::var("ROUTES")
        .unwrap_or_else(|_| format!("{WORKSPACE}/pwa/generated/data/routes.json"));
    let text = std::fs::read_to_string(&file).unwrap_or_else(|e| {
        panic!("{file}: {e}: the indexer writes it (scripts/build.sh), or set ROUTES")
    });
    let routes: Vec<serde_json::Value> = serde_json::from_str(&text).expect("routes.json");
    routes
        .iter()
        .map(|r| {
            r["path"]
                .as_str()
                .expect("a route without a path")
                .to_owned()
        })
        .collect()
}

#[derive(Clone, Copy, PartialEq)]
enum Method {
    Get,
    Head,
}

/// Which name and scheme the request is for.
#[derive(Clone, Copy, PartialEq, Debug)]
enum Origin {
    Site,
    WwwHttps,
    WwwHttp,
    PlainHttp,
}

enum Expect {
    /// This file of dist/ with this status, decoded byte for byte.
    File {
        status: u16,
        file: String,
    },
    Redirect(String),
}

struct Case {
    method: Method,
    origin: Origin,
    path: String,
    accept: Option<&'static str>,
    expect: Expect,
}

impl Case {
    fn describe(&self) -> String {
        let method = if self.method == Method::Get {
            "GET"
        } else {
            "HEAD"
        };
        let accept = self.accept.unwrap_or("(none)");
        format!(
            "{method} {} {:?} (Accept-Encoding: {accept})",
            self.path, self.origin
        )
    }
}

fn cases(dist: &Path, host: &str) -> Vec<Case> {
    let mut cases = Vec::new();
    let mut every_encoding = |path: &str, status: u16, file: &str| {
        for accept in ENCODINGS {
            cases.push(Case {
                method: Method::Get,
                origin: Origin::Site,
                path: path.to_owned(),
                accept,
                expect: Expect::File {
                    status,
                    file: file.to_owned(),
                },
            });
        }
    };
    for route in routes() {
        let file = if route == "/" {
            "index.html".to_owned()
        } else {
            format!("{}.html", &route[1..])
        };
        every_encoding(&route, 200, &file);
    }
    for (path, page) in NOT_FOUND {
        every_encoding(path, 404, page);
    }
    every_encoding("/pl/", 200, "pl.html");
    every_encoding("/404", 404, "404.html");
    every_encoding("/pl/404", 404, "pl/404.html");
    every_encoding("/assets/no-such-file.js", 404, "404.html");
    for file in one_file_of_each_kind(dist) {
        every_encoding(&format!("/{file}"), 200, &file);
    }

    let canonical = format!("https://{host}");
    let redirects = [
        (
            Origin::PlainHttp,
            "/faq?x=1&y=2",
            format!("{canonical}/faq?x=1&y=2"),
        ),
        (Origin::PlainHttp, "/", format!("{canonical}/")),
        (
            Origin::WwwHttp,
            "/pl/about?x=1",
            format!("{canonical}/pl/about?x=1"),
        ),
        (
            Origin::WwwHttps,
            "/blog/?x=1",
            format!("{canonical}/blog/?x=1"),
        ),
        (Origin::WwwHttps, "/", format!("{canonical}/")),
        (Origin::Site, "/about/?x=1", "/about?x=1".to_owned()),
        (Origin::Site, "/pl/about/", "/pl/about".to_owned()),
        (Origin::Site, "/blog/", "/blog".to_owned()),
        (Origin::Site, "/assets/", "/assets".to_owned()),
    ];
    for (origin, path, location) in redirects {
        for method in [Method::Get, Method::Head] {
            cases.push(Case {
                method,
                origin,
                path: path.to_owned(),
                accept: Some("br, gzip"),
                expect: Expect::Redirect(location.clone()),
            });
        }
    }
    for (path, status, file) in [
        ("/", 200, "index.html"),
        ("/pl/ta-strona-nie-istnieje", 404, "pl/404.html"),
    ] {
        cases.push(Case {
            method: Method::Head,
            origin: Origin::Site,
            path: path.to_owned(),
            accept: Some("br, gzip"),
            expect: Expect::File {
                status,
                file: file.to_owned(),
            },
        });
    }
    cases
}

/// A file of every extension in dist/ (the wasm module among them), and a `.br` and a `.gz`
/// copy fetched by their own names.
fn one_file_of_each_kind(dist: &Path) -> Vec<String> {
    let mut by_kind = BTreeMap::new();
    let mut stack = vec![dist.to_owned()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            if name.starts_with('.') {
                continue; // .vite/ is the bundler's, not the site's
            }
            if path.is_dir() {
                stack.push(path);
                continue;
            }
            let rel = path
                .strip_prefix(dist)
                .unwrap()
                .to_string_lossy()
                .into_owned();
            let kind = name.rsplit_once('.').map_or("", |(_, ext)| ext).to_owned();
            let kept = by_kind.entry(kind).or_insert_with(|| rel.clone());
            if rel < *kept {
                *kept = rel;
            }
        }
    }
    assert!(
        by_kind.contains_key("wasm"),
        "{} has no .wasm file: is the build complete?",
        dist.display()
    );
    by_kind.into_values().collect()
}

#[derive(Clone, Copy, PartialEq)]
enum Server {
    Nginx,
    MarigoldServe,
}

struct Answer {
    status: u16,
    /// Lower-case names; repeated headers joined with ", ".
    headers: BTreeMap<String, String>,
    body: Vec<u8>,
}

struct Servers {
    dir: tempfile::TempDir,
    host: String,
    http_port: u16,
    https_port: u16,
    serve_port: u16,
    nginx: Child,
    serve: Child,
    requests: AtomicUsize,
}

impl Servers {
    fn start(dist: &Path, canonical: &str, host: &str) -> Servers {
        let dir = tempfile::tempdir().unwrap();
        let [http_port, https_port, serve_port] = free_ports();
        certificate(dir.path(), host);
        let example = std::fs::read_to_string(dist.join("nginx.conf.example")).unwrap();
        let site = local_site(&example, dir.path(), dist, http_port, https_port);
        std::fs::write(dir.path().join("site.conf"), site).unwrap();
        std::fs::write(dir.path().join("nginx.conf"), main_conf(dir.path())).unwrap();

        assert!(
            Path::new(BROTLI_MODULE).is_file(),
            "{BROTLI_MODULE} is missing: run scripts/setup.sh (apt-get install nginx libnginx-mod-http-brotli-static)"
        );
        let nginx = Command::new(nginx_program())
            .arg("-p")
            .arg(dir.path())
            .arg("-c")
            .arg(dir.path().join("nginx.conf"))
            .arg("-e")
            .arg(dir.path().join("error.log"))
            .stdin(Stdio::null())
            .spawn()
            .expect("cannot run nginx: run scripts/setup.sh (apt-get install nginx)");
        let serve = Command::new(env!("CARGO_BIN_EXE_marigold-serve"))
            .arg("--root")
            .arg(dist)
            .args(["--host", "127.0.0.1", "--port", &serve_port.to_string()])
            .args(["--canonical", canonical])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .spawn()
            .expect("cannot run marigold-serve");
        let mut servers = Servers {
            dir,
            host: host.to_owned(),
            http_port,
            https_port,
            serve_port,
            nginx,
            serve,
            requests: AtomicUsize::new(0),
        };
        for port in [http_port, https_port, serve_port] {
            servers.wait_for(port);
        }
        servers
    }

    fn wait_for(&mut self, port: u16) {
        let deadline = Instant::now() + Duration::from_secs(20);
        while TcpStream::connect(("127.0.0.1", port)).is_err() {
            for (name, child) in [
                ("nginx", &mut self.nginx),
                ("marigold-serve", &mut self.serve),
            ] {
                if let Some(status) = child.try_wait().unwrap() {
                    let log = std::fs::read_to_string(self.dir.path().join("error.log"))
                        .unwrap_or_default();
                    panic!(
                        "{name} exited ({status}) before listening on {port}; nginx log:\n{log}"
                    );
                }
            }
            assert!(Instant::now() < deadline, "nothing listens on port {port}");
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// One request with curl: for nginx over TLS with the site's name (SNI) or plain http on
    /// its ports; for marigold-serve over http with the Host and X-Forwarded-Proto a proxy
    /// in front of it would send.
    fn fetch(&self, server: Server, case: &Case) -> Answer {
        let n = self.requests.fetch_add(1, Ordering::Relaxed);
        let body_file = self.dir.path().join(format!("body-{n}"));
        let mut curl = Command::new("curl");
        curl.args(["-sS", "-k", "-D", "-", "-o"]).arg(&body_file);
        if case.method == Method::Head {
            // curl reads no body after HEAD (it writes the headers there instead), so
            // `answers_head_without_a_body` checks that part.
            curl.arg("-I");
        }
        if let Some(accept) = case.accept {
            curl.args(["-H", &format!("Accept-Encoding: {accept}")]);
        }
        let name = match case.origin {
            Origin::Site | Origin::PlainHttp => self.host.clone(),
            Origin::WwwHttps | Origin::WwwHttp => format!("www.{}", self.host),
        };
        let https = matches!(case.origin, Origin::Site | Origin::WwwHttps);
        let url = match server {
            Server::Nginx => {
                let (scheme, port) = if https {
                    ("https", self.https_port)
                } else {
                    ("http", self.http_port)
                };
                curl.args(["--resolve", &format!("{name}:{port}:127.0.0.1")]);
                format!("{scheme}://{name}:{port}{}", case.path)
            }
            Server::MarigoldServe => {
                curl.args(["-H", &format!("Host: {name}")]);
                if https {
                    curl.args(["-H", "X-Forwarded-Proto: https"]);
                }
                format!("http://127.0.0.1:{}{}", self.serve_port, case.path)
            }
        };
        let out = curl
            .arg(&url)
            .output()
            .expect("cannot run curl: apt-get install curl");
        assert!(
            out.status.success(),
            "curl {url} failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let body = std::fs::read(&body_file).unwrap_or_default();
        let _ = std::fs::remove_file(&body_file);
        parse_head(&String::from_utf8_lossy(&out.stdout), body)
    }
}

impl Drop for Servers {
    fn drop(&mut self) {
        let _ = self.nginx.kill();
        let _ = self.serve.kill();
        let _ = self.nginx.wait();
        let _ = self.serve.wait();
    }
}

fn nginx_program() -> PathBuf {
    std::env::var_os("NGINX")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            let debian = PathBuf::from("/usr/sbin/nginx");
            if debian.is_file() {
                debian
            } else {
                PathBuf::from("nginx")
            }
        })
}

fn free_ports() -> [u16; 3] {
    let listeners: Vec<TcpListener> = (0..3)
        .map(|_| TcpListener::bind("127.0.0.1:0").unwrap())
        .collect();
    let port = |i: usize| listeners[i].local_addr().unwrap().port();
    [port(0), port(1), port(2)]
}

/// A throwaway self-signed certificate for the site and its `www.` name.
fn certificate(dir: &Path, host: &str) {
    let status = Command::new("openssl")
        .args([
            "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
        ])
        .args(["-subj", &format!("/CN={host}")])
        .args([
            "-addext",
            &format!("subjectAltName=DNS:{host},DNS:www.{host}"),
        ])
        .arg("-keyout")
        .arg(dir.join("privkey.pem"))
        .arg("-out")
        .arg(dir.join("fullchain.pem"))
        .stderr(Stdio::null())
        .status()
        .expect("cannot run openssl: apt-get install openssl");
    assert!(status.success(), "openssl could not make a certificate");
}

/// The generated example with only what a host changes: listen addresses (local ports; no
/// IPv6, which a container may lack), certificate paths and the root.
fn local_site(example: &str, dir: &Path, dist: &Path, http: u16, https: u16) -> String {
    let mut changed = BTreeMap::new();
    let mut out = String::new();
    for line in example.lines() {
        let indent = &line[..line.len() - line.trim_start().len()];
        let words: Vec<&str> = line.split_whitespace().collect();
        let replaced = match words.as_slice() {
            ["listen", address, ..] if address.starts_with('[') => Some(String::new()),
            ["listen", "80;"] => Some(format!("{indent}listen 127.0.0.1:{http};\n")),
            ["listen", "443", rest @ ..] => Some(format!(
                "{indent}listen 127.0.0.1:{https} {}\n",
                rest.join(" ")
            )),
            ["ssl_certificate", _] => Some(format!(
                "{indent}ssl_certificate {};\n",
                dir.join("fullchain.pem").display()
            )),
            ["ssl_certificate_key", _] => Some(format!(
                "{indent}ssl_certificate_key {};\n",
                dir.join("privkey.pem").display()
            )),
            ["root", _] => Some(format!("{indent}root {};\n", dist.display())),
            _ => None,
        };
        match replaced {
            Some(new) => {
                *changed.entry(words[0]).or_insert(0) += 1;
                out.push_str(&new);
            }
            None => {
                out.push_str(line);
                out.push('\n');
            }
        }
    }
    for directive in ["listen", "ssl_certificate", "ssl_certificate_key", "root"] {
        assert!(
            changed.contains_key(directive),
            "nginx.conf.example has no `{directive}` line to point at the test's; has its shape changed?"
        );
    }
    out
}

/// nginx's top level as Debian's nginx.conf has it (the brotli module, mime.types), with
/// every file nginx writes in the test's folder, in the foreground as the current user.
fn main_conf(dir: &Path) -> String {
    let d = dir.display();
    format!(
        "load_module {BROTLI_MODULE};\n\
         daemon off;\n\
         master_process off;\n\
         pid {d}/nginx.pid;\n\
         error_log {d}/error.log;\n\
         events {{ worker_connections 256; }}\n\
         http {{\n\
         \x20   include /etc/nginx/mime.types;\n\
         \x20   default_type application/octet-stream;\n\
         \x20   access_log {d}/access.log;\n\
         \x20   client_body_temp_path {d}/client_body;\n\
         \x20   proxy_temp_path {d}/proxy;\n\
         \x20   fastcgi_temp_path {d}/fastcgi;\n\
         \x20   uwsgi_temp_path {d}/uwsgi;\n\
         \x20   scgi_temp_path {d}/scgi;\n\
         \x20   include {d}/site.conf;\n\
         }}\n"
    )
}

fn parse_head(head: &str, body: Vec<u8>) -> Answer {
    let mut lines = head.lines();
    let status = lines
        .next()
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("no status line in {head:?}"));
    let mut headers: BTreeMap<String, String> = BTreeMap::new();
    for line in lines {
        if let Some((name, value)) = line.split_once(':') {
            let value = value.trim().to_owned();
            headers
                .entry(name.trim().to_ascii_lowercase())
                .and_modify(|v| {
                    v.push_str(", ");
                    v.push_str(&value);
                })
                .or_insert(value);
        }
    }
    Answer {
        status,
        headers,
        body,
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
