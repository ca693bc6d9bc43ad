//! Both servers, started for the test: nginx with the generated config made local, and
//! marigold-serve, on the same dist/; and how their answers are read.

use super::*;

pub(crate) struct Answer {
    pub(crate) status: u16,
    /// Lower-case names; repeated headers joined with ", ".
    pub(crate) headers: BTreeMap<String, String>,
    pub(crate) body: Vec<u8>,
}

pub(crate) struct Servers {
    pub(crate) dir: tempfile::TempDir,
    pub(crate) host: String,
    pub(crate) http_port: u16,
    pub(crate) https_port: u16,
    pub(crate) serve_port: u16,
    pub(crate) nginx: Child,
    pub(crate) serve: Child,
    pub(crate) requests: AtomicUsize,
}

impl Servers {
    pub(crate) fn start(dist: &Path, canonical: &str, host: &str) -> Servers {
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

    pub(crate) fn wait_for(&mut self, port: u16) {
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
    pub(crate) fn fetch(&self, server: Server, case: &Case) -> Answer {
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

pub(crate) fn nginx_program() -> PathBuf {
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

pub(crate) fn free_ports() -> [u16; 3] {
    let listeners: Vec<TcpListener> = (0..3)
        .map(|_| TcpListener::bind("127.0.0.1:0").unwrap())
        .collect();
    let port = |i: usize| listeners[i].local_addr().unwrap().port();
    [port(0), port(1), port(2)]
}

/// A throwaway self-signed certificate for the site and its `www.` name.
pub(crate) fn certificate(dir: &Path, host: &str) {
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
pub(crate) fn local_site(example: &str, dir: &Path, dist: &Path, http: u16, https: u16) -> String {
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
pub(crate) fn main_conf(dir: &Path) -> String {
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

pub(crate) fn parse_head(head: &str, body: Vec<u8>) -> Answer {
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
