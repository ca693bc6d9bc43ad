//! The real marigold-serve on a small site of its own (so these tests need no build), and
//! raw sockets to talk to it: what a browser, a broken client or an attacker would send.

#![allow(dead_code)] // each test file uses its own part of this

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::PathBuf;
use std::process::{Child, ChildStdout, Command, Stdio};
use std::time::{Duration, Instant};

/// A file beside the site's root, which no request may reach.
pub const SECRET: &str = "the secret beside the root";
/// Size of `big.bin`: larger than the kernel's socket buffers on both ends, so a client that
/// reads nothing leaves the server with an answer it cannot send.
pub const BIG: usize = 32 * 1024 * 1024;

pub struct Server {
    pub child: Child,
    pub port: u16,
    /// The startup line is read; what the server prints later is left here.
    pub stdout: BufReader<ChildStdout>,
    pub dir: tempfile::TempDir,
}

impl Server {
    /// The server on a fresh site: `index.html` (with a Brotli copy), `about.html`,
    /// `404.html`, `pl/404.html`, `sw.js`, `big.bin`, and `secret` outside the root.
    pub fn start() -> Server {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().join("site");
        let page = |title: &str| format!("<!doctype html><title>{title}</title><p>{title}</p>\n");
        for (file, text) in [
            ("index.html", page("home")),
            ("index.html.br", "not really brotli".to_owned()),
            ("about.html", page("about")),
            ("404.html", page("not found")),
            ("pl/404.html", page("nie znaleziono")),
            ("sw.js", "self.version = 1;\n".to_owned()),
        ] {
            let path = root.join(file);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, text).unwrap();
        }
        std::fs::write(root.join("big.bin"), vec![7u8; BIG]).unwrap();
        std::fs::write(dir.path().join("secret"), SECRET).unwrap();
        Server::start_in(dir)
    }

    fn start_in(dir: tempfile::TempDir) -> Server {
        let port = free_port();
        let mut child = Command::new(env!("CARGO_BIN_EXE_marigold-serve"))
            .arg("--root")
            .arg(dir.path().join("site"))
            .args(["--port", &port.to_string()])
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .spawn()
            .expect("cannot run marigold-serve");
        let mut stdout = BufReader::new(child.stdout.take().unwrap());
        let mut line = String::new();
        stdout.read_line(&mut line).unwrap();
        assert!(
            line.starts_with("Serving ") && line.contains(&format!(":{port}/")),
            "unexpected startup line {line:?}"
        );
        Server {
            child,
            port,
            stdout,
            dir,
        }
    }

    pub fn root(&self) -> PathBuf {
        self.dir.path().join("site")
    }

    pub fn connect(&self) -> TcpStream {
        let stream = TcpStream::connect(("127.0.0.1", self.port)).unwrap();
        stream
            .set_read_timeout(Some(Duration::from_secs(30)))
            .unwrap();
        stream
            .set_write_timeout(Some(Duration::from_secs(30)))
            .unwrap();
        stream
    }

    /// Sends `raw` on a new connection and reads until the server closes it.
    pub fn exchange(&self, raw: &[u8]) -> Reply {
        let mut stream = self.connect();
        // The server may close before taking every byte of a request it refuses.
        let _ = stream.write_all(raw);
        Reply::read(&mut stream)
    }

    /// A plain GET on a new connection, as a browser makes it.
    pub fn get(&self, path: &str) -> Reply {
        self.exchange(
            format!("GET {path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
                .as_bytes(),
        )
    }

    /// Fails unless a normal request still gets the home page, within 5 seconds.
    pub fn assert_still_answers(&self) {
        let started = Instant::now();
        let reply = self.get("/");
        assert_eq!(reply.statuses(), [200], "{reply:?}");
        assert!(started.elapsed() < Duration::from_secs(5));
        assert!(reply.text().contains("<p>home</p>"));
    }

    /// Fails if the server's resident memory, now or at its peak, has reached `limit_mb`.
    pub fn assert_memory_under(&self, limit_mb: u64) {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id())).unwrap();
        for field in ["VmRSS:", "VmHWM:"] {
            let kb: u64 = status
                .lines()
                .find_map(|l| l.strip_prefix(field))
                .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
                .unwrap_or_else(|| panic!("no {field} in /proc status"));
            assert!(
                kb < limit_mb * 1024,
                "{field} {} MB, over {limit_mb} MB",
                kb / 1024
            );
        }
    }

    /// Sends `signal` (a name `kill` knows, e.g. TERM) to the server.
    pub fn signal(&self, signal: &str) {
        let status = Command::new("kill")
            .arg(format!("-{signal}"))
            .arg(self.child.id().to_string())
            .status()
            .unwrap();
        assert!(status.success());
    }

    /// Waits up to `limit` for the server to exit, and returns its exit code.
    pub fn wait_for_exit(&mut self, limit: Duration) -> Option<i32> {
        let started = Instant::now();
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                return status.code();
            }
            assert!(
                started.elapsed() < limit,
                "marigold-serve still runs after {limit:?}"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Everything the server sent on one connection, and whether it ended by closing.
#[derive(Debug)]
pub struct Reply {
    pub bytes: Vec<u8>,
    /// The connection was closed (cleanly or reset), rather than left open past the timeout.
    pub closed: bool,
}

impl Reply {
    pub fn read(stream: &mut TcpStream) -> Reply {
        let mut bytes = Vec::new();
        let mut buf = [0; 64 * 1024];
        let closed = loop {
            match stream.read(&mut buf) {
                Ok(0) => break true,
                Ok(n) => bytes.extend_from_slice(&buf[..n]),
                Err(e)
                    if matches!(
                        e.kind(),
                        std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                    ) =>
                {
                    break false;
                }
                Err(_) => break true,
            }
        };
        Reply { bytes, closed }
    }

    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.bytes).into_owned()
    }

    /// The statuses of the answers, in order, each body skipped by its Content-Length.
    pub fn statuses(&self) -> Vec<u16> {
        answers(&self.bytes).into_iter().map(|a| a.status).collect()
    }
}

pub struct Answer {
    pub status: u16,
    /// Lower-case names.
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

impl Answer {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// The answers in `bytes`, for requests that are not HEAD.
pub fn answers(mut bytes: &[u8]) -> Vec<Answer> {
    let mut out = Vec::new();
    while let Some(end) = bytes.windows(4).position(|w| w == b"\r\n\r\n") {
        let head = String::from_utf8_lossy(&bytes[..end]).into_owned();
        let mut lines = head.lines();
        let status = lines
            .next()
            .and_then(|l| l.split(' ').nth(1))
            .and_then(|s| s.parse().ok())
            .unwrap_or_else(|| panic!("no status line in {head:?}"));
        let headers: Vec<(String, String)> = lines
            .filter_map(|l| l.split_once(':'))
            .map(|(n, v)| (n.trim().to_ascii_lowercase(), v.trim().to_owned()))
            .collect();
        let length: usize = headers
            .iter()
            .find(|(n, _)| n == "content-length")
            .map_or(0, |(_, v)| v.parse().unwrap());
        let body_end = (end + 4 + length).min(bytes.len());
        out.push(Answer {
            status,
            headers,
            body: bytes[end + 4..body_end].to_vec(),
        });
        bytes = &bytes[body_end..];
    }
    out
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}
