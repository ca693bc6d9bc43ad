//! The site as one request handler. Our rules come first and last: the redirects
//! (`redirects`), clean URLs and the 404 pages (`resolve`), and the headers (`headers`).
//! Between them tower-http's `ServeDir` sends the file: its precompressed Brotli and gzip
//! copies, `ETag` and `Last-Modified` with their conditional requests, `Range` and `HEAD`.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use bytes::Bytes;
use http_body_util::{Either, Full};
use hyper::header::{self, HeaderName, HeaderValue};
use hyper::{Method, Request, Response, StatusCode};
use tower_http::services::ServeDir;
use tower_http::services::fs::ServeFileSystemResponseBody;

use crate::files::InPlace;
use crate::{headers, limits, redirects, resolve};

/// A file from `ServeDir`, or a short answer of our own.
pub type Body = Either<ServeFileSystemResponseBody, Full<Bytes>>;

/// The request headers `ServeDir` acts on when it sends a page: which copy, and whether the
/// browser's copy is current. `If-Range` is left out (see `answer`).
const PASSED_ON: [HeaderName; 6] = [
    header::ACCEPT_ENCODING,
    header::IF_NONE_MATCH,
    header::IF_MODIFIED_SINCE,
    header::IF_MATCH,
    header::IF_UNMODIFIED_SINCE,
    header::RANGE,
];

#[derive(Clone)]
pub struct Site(Arc<Inner>);

struct Inner {
    root: PathBuf,
    canonical: Option<String>,
    files: ServeDir<tower_http::services::fs::DefaultServeDirFallback, InPlace>,
}

impl Site {
    /// `canonical` is the site's https origin, for the redirects to it.
    pub fn new(root: &Path, canonical: Option<&str>) -> Site {
        let files = ServeDir::with_backend(root, InPlace::default())
            .precompressed_br()
            .precompressed_gzip()
            .append_index_html_on_directories(false)
            .with_buf_chunk_size(limits::FILE_CHUNK);
        Site(Arc::new(Inner {
            root: root.to_owned(),
            canonical: canonical.map(str::to_owned),
            files,
        }))
    }

    pub async fn answer<B>(&self, request: Request<B>) -> Response<Body> {
        let method = request.method();
        if method != Method::GET && method != Method::HEAD {
            let mut answer = plain(StatusCode::METHOD_NOT_ALLOWED);
            let allow = HeaderValue::from_static("GET, HEAD");
            answer.headers_mut().insert(header::ALLOW, allow);
            return answer;
        }
        // Origin-form (`/path?query`) or absolute-form, whose path is the same thing; `*`
        // asks about the server, not a file.
        let Some(target) = request
            .uri()
            .path_and_query()
            .map(|target| target.as_str())
            .filter(|target| target.starts_with('/'))
        else {
            return plain(StatusCode::BAD_REQUEST);
        };
        // In absolute-form the target names the host, and the Host header is to be ignored.
        let host = match request.uri().authority() {
            Some(authority) => authority.as_str(),
            None => text(&request, header::HOST).unwrap_or_default(),
        };
        let proto = text(&request, HeaderName::from_static("x-forwarded-proto"));
        let canonical = self.0.canonical.as_deref();
        let location = redirects::redirect(host, proto, target, canonical)
            .or_else(|| redirects::without_trailing_slash(target));
        if let Some(location) = location {
            return moved(&location);
        }

        let resolved = resolve::resolve(&self.0.root, target);
        let mut file_request = Request::new(());
        *file_request.method_mut() = method.clone();
        *file_request.uri_mut() = match resolve::uri_for(&resolved.served_as).parse() {
            Ok(uri) => uri,
            Err(_) => return plain(StatusCode::BAD_REQUEST),
        };
        // A 404 page is sent whole, whatever the browser holds. `If-Range` is not something
        // ServeDir reads: a range of a file that has changed since would splice two versions,
        // so a request with one gets the whole file instead, as RFC 9110 allows.
        let passed: &[HeaderName] = if resolved.status != 200 {
            &PASSED_ON[..1]
        } else if request.headers().contains_key(header::IF_RANGE) {
            &PASSED_ON[..5]
        } else {
            &PASSED_ON
        };
        for name in passed {
            for value in request.headers().get_all(name) {
                file_request.headers_mut().append(name, value.clone());
            }
        }

        let answer = match self.0.files.clone().try_call(file_request).await {
            Ok(answer) => answer,
            Err(err) => {
                let mut answer = plain(StatusCode::INTERNAL_SERVER_ERROR);
                *answer.body_mut() = Either::Right(Full::from(format!("{err}\n")));
                return answer;
            }
        };
        let (mut parts, body) = answer.into_parts();
        if resolved.status == 404 && parts.status == StatusCode::OK {
            parts.status = StatusCode::NOT_FOUND;
        }
        let compressed = parts.headers.contains_key(header::CONTENT_ENCODING);
        let has_copies = compressed || headers::has_compressed_copies(&resolved.file);
        headers::apply(&mut parts.headers, &resolved.served_as, has_copies);
        Response::from_parts(parts, Either::Left(body))
    }
}

/// A header's value, when it is text.
fn text<B>(request: &Request<B>, name: HeaderName) -> Option<&str> {
    request.headers().get(name).and_then(|v| v.to_str().ok())
}

fn moved(location: &str) -> Response<Body> {
    let Ok(location) = HeaderValue::from_str(location) else {
        return plain(StatusCode::BAD_REQUEST);
    };
    let mut answer = Response::new(Either::Right(Full::from(redirects::MOVED_PAGE)));
    *answer.status_mut() = StatusCode::MOVED_PERMANENTLY;
    let html = HeaderValue::from_static("text/html");
    answer.headers_mut().insert(header::CONTENT_TYPE, html);
    answer.headers_mut().insert(header::LOCATION, location);
    answer
}

/// A short plain-text answer for a status the server itself decides.
fn plain(status: StatusCode) -> Response<Body> {
    let text = format!("{status}\n");
    let mut answer = Response::new(Either::Right(Full::from(text)));
    *answer.status_mut() = status;
    let plain = HeaderValue::from_static("text/plain; charset=utf-8");
    answer.headers_mut().insert(header::CONTENT_TYPE, plain);
    answer
}
