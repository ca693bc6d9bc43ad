//! What each server is asked: every route, the 404 pages, redirects, every kind of file and
//! every encoding, with the answer each request must get.

use super::*;

/// The built site, from `DIST`; its absence is a failure, not a skip.
pub(crate) fn dist() -> PathBuf {
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
pub(crate) fn canonical() -> String {
    let toml = std::fs::read_to_string(format!("{WORKSPACE}/content/site.toml"))
        .expect("reading content/site.toml");
    toml.lines()
        .find_map(|line| line.trim().strip_prefix("domain = \""))
        .and_then(|rest| rest.split('"').next())
        .expect("content/site.toml has no domain = \"https://...\"")
        .to_owned()
}

pub(crate) fn routes() -> Vec<String> {
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
pub(crate) enum Method {
    Get,
    Head,
}

/// Which name and scheme the request is for.
#[derive(Clone, Copy, PartialEq, Debug)]
pub(crate) enum Origin {
    Site,
    WwwHttps,
    WwwHttp,
    PlainHttp,
}

pub(crate) enum Expect {
    /// This file of dist/ with this status, decoded byte for byte.
    File {
        status: u16,
        file: String,
    },
    Redirect(String),
}

pub(crate) struct Case {
    pub(crate) method: Method,
    pub(crate) origin: Origin,
    pub(crate) path: String,
    pub(crate) accept: Option<&'static str>,
    pub(crate) expect: Expect,
}

impl Case {
    pub(crate) fn describe(&self) -> String {
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

pub(crate) fn cases(dist: &Path, host: &str) -> Vec<Case> {
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
pub(crate) fn one_file_of_each_kind(dist: &Path) -> Vec<String> {
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
pub(crate) enum Server {
    Nginx,
    MarigoldServe,
}
