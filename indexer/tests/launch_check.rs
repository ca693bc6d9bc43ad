//! The launch check finds every `placeholder:` marker with its file and line, fails while any
//! remain, passes on content with all of them marked real, and a marker never reaches a reader.
//! Runs on a copy of the real `content/`, so it proves the markers in it are well formed too.

use std::fs;
use std::path::Path;
use std::process::Command;

use indexer::launch_check;

mod common;
use common::copy_of_content;

const ARTICLE: &str = "articles/en/power-of-companionship.md";

/// Marks every placeholder real: deletes every marker line, as an editor would.
fn mark_all_real(dir: &Path) {
    for found in launch_check::find(dir).unwrap() {
        let text = fs::read_to_string(&found.path).unwrap();
        let kept: Vec<&str> = text
            .lines()
            .filter(|l| launch_check::marker(l).is_none())
            .collect();
        fs::write(&found.path, kept.join("\n") + "\n").unwrap();
    }
}

/// The check as the README runs it: exit code and what it printed.
fn launch_check(dir: &Path) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_indexer"))
        .args(["--launch-check", "--content"])
        .arg(dir)
        .output()
        .unwrap();
    (
        out.status.code().unwrap(),
        String::from_utf8(out.stdout).unwrap(),
    )
}

/// Puts a marker above the article's first paragraph; returns the marker's 1-based line.
fn add_marker(dir: &Path, what: &str) -> usize {
    let path = dir.join(ARTICLE);
    let text = fs::read_to_string(&path).unwrap();
    let mut lines: Vec<String> = text.lines().map(str::to_owned).collect();
    let closing = 1 + lines[1..].iter().position(|l| l == "+++").unwrap();
    let first_paragraph = closing
        + 1
        + lines[closing + 1..]
            .iter()
            .position(|l| !l.trim().is_empty())
            .unwrap();
    lines.insert(first_paragraph, format!("<!-- placeholder: {what} -->"));
    lines.insert(first_paragraph + 1, String::new());
    fs::write(&path, lines.join("\n") + "\n").unwrap();
    first_paragraph + 1
}

#[test]
fn the_real_content_has_placeholders_and_the_check_fails_on_it() {
    let dir = copy_of_content();
    let (code, out) = launch_check(dir.path());
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("site.toml:"), "{out}");
    assert!(out.contains("testimonials.en.toml:"), "{out}");
}

#[test]
fn a_placeholder_added_to_an_article_is_listed_with_its_file_and_line() {
    let dir = copy_of_content();
    mark_all_real(dir.path());
    let line = add_marker(dir.path(), "a real client's story, told with consent");
    let (code, out) = launch_check(dir.path());
    assert_eq!(code, 1, "{out}");
    let expected = format!("{ARTICLE}:{line}: a real client's story, told with consent");
    assert!(out.contains(&expected), "expected `{expected}` in:\n{out}");
    assert!(out.contains("1 placeholder(s)"), "{out}");
}

#[test]
fn content_with_every_placeholder_marked_real_passes_and_still_builds() {
    let dir = copy_of_content();
    mark_all_real(dir.path());
    let (code, out) = launch_check(dir.path());
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("no placeholders left"), "{out}");
    indexer::load(dir.path()).unwrap();
}

#[test]
fn a_marker_in_an_article_never_reaches_the_page() {
    let dir = copy_of_content();
    add_marker(dir.path(), "a real client's story");
    let content = indexer::load(dir.path()).unwrap();
    for article in &content.articles {
        assert!(
            !article.html.contains("placeholder") && !article.text.contains("placeholder"),
            "{} shows a marker",
            article.source.display()
        );
    }
}
