//! A file that changes is never answered 304, even when it changes within the second that
//! `Last-Modified` counts in: the service worker of a build swapped in quickly must reach
//! the browsers that check it for updates.

mod common;

use std::fs::File;
use std::io::Write;
use std::path::Path;
use std::time::{Duration, SystemTime};

use common::{Server, answers};

/// Writes `text` to `path`, dated `at`.
fn write_dated(path: &Path, text: &str, at: SystemTime) {
    let mut file = File::create(path).unwrap();
    file.write_all(text.as_bytes()).unwrap();
    file.set_modified(at).unwrap();
}

/// A browser's update check: the validators it holds, and the answer's status and body.
fn check(server: &Server, etag: &str, last_modified: &str, encoding: &str) -> (u16, Vec<u8>) {
    let request = format!(
        "GET /sw.js HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: {encoding}\r\nIf-None-Match: {etag}\r\nIf-Modified-Since: {last_modified}\r\nConnection: close\r\n\r\n"
    );
    let answer = answers(&server.exchange(request.as_bytes()).bytes).remove(0);
    (answer.status, answer.body)
}

#[test]
fn a_service_worker_rewritten_in_the_same_second_is_never_answered_304() {
    let server = Server::start();
    let file = server.root().join("sw.js");
    let copy = server.root().join("sw.js.br");
    // Same second, same size: only the sub-second part of the time tells them apart.
    let second = SystemTime::UNIX_EPOCH + Duration::from_secs(1_900_000_000);
    for encoding in ["identity", "br"] {
        write_dated(
            &file,
            "self.version = 1;\n",
            second + Duration::from_millis(100),
        );
        write_dated(
            &copy,
            "brotli of version 1",
            second + Duration::from_millis(100),
        );
        let first = answers(
            &server
                .exchange(format!("GET /sw.js HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: {encoding}\r\nConnection: close\r\n\r\n").as_bytes())
                .bytes,
        )
        .remove(0);
        let etag = first.header("etag").expect("no ETag").to_owned();
        let last_modified = first.header("last-modified").unwrap().to_owned();

        // Unchanged: the browser's copy is current.
        assert_eq!(check(&server, &etag, &last_modified, encoding).0, 304);

        write_dated(
            &file,
            "self.version = 2;\n",
            second + Duration::from_millis(600),
        );
        write_dated(
            &copy,
            "brotli of version 2",
            second + Duration::from_millis(600),
        );
        let (status, body) = check(&server, &etag, &last_modified, encoding);
        assert_eq!(
            status, 200,
            "{encoding}: a changed sw.js was answered {status}"
        );
        let want = if encoding == "br" {
            "brotli of version 2"
        } else {
            "self.version = 2;\n"
        };
        assert_eq!(String::from_utf8_lossy(&body), want);
    }
}

#[test]
fn each_encoding_has_its_own_validator() {
    let server = Server::start();
    let etag = |encoding: &str| {
        let request = format!(
            "GET / HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: {encoding}\r\nConnection: close\r\n\r\n"
        );
        let answer = answers(&server.exchange(request.as_bytes()).bytes).remove(0);
        answer.header("etag").unwrap().to_owned()
    };
    assert_ne!(etag("br"), etag("identity"));
}

#[test]
fn validators_are_strong_and_ranges_are_served() {
    let server = Server::start();
    let reply = server.get("/sw.js");
    let etag = answers(&reply.bytes)[0].header("etag").unwrap().to_owned();
    assert!(etag.starts_with('"'), "a weak or malformed ETag: {etag}");
    let reply = server.exchange(
        b"GET /big.bin HTTP/1.1\r\nHost: x\r\nRange: bytes=10-19\r\nConnection: close\r\n\r\n",
    );
    let answer = answers(&reply.bytes).remove(0);
    assert_eq!(
        (answer.status, answer.body.as_slice()),
        (206, [7; 10].as_slice())
    );
}
