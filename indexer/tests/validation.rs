//! The indexer refuses bad content with a message naming the file and line.

use std::fs;
use std::path::Path;

const SITE: &str = include_str!("../../content/site.toml");
const CATEGORIES: &str = include_str!("../../content/categories.toml");

fn article(slug: &str, category: &str, body: &str) -> String {
    format!(
        "+++\nslug = \"{slug}\"\ntitle = \"A title\"\nexcerpt = \"An excerpt.\"\ncategory = \"{category}\"\ndate = 2025-01-20\nimage = \"a.svg\"\nimage_alt = \"A picture.\"\n+++\n{body}\n"
    )
}

/// A minimal valid content folder; `edit` changes it before loading.
fn load_with(edit: impl FnOnce(&Path)) -> Result<(), String> {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    fs::write(root.join("site.toml"), SITE).unwrap();
    fs::write(root.join("categories.toml"), CATEGORIES).unwrap();
    fs::write(
        root.join("routes.toml"),
        "[[page]]\nkey = \"home\"\npath = \"/\"\n",
    )
    .unwrap();
    fs::create_dir_all(root.join("images/articles")).unwrap();
    fs::write(
        root.join("images/articles/a.svg"),
        "<svg viewBox=\"0 0 12 6\"/>",
    )
    .unwrap();
    for lang in ["en", "pl"] {
        fs::create_dir_all(root.join("articles").join(lang)).unwrap();
        fs::write(
            root.join(format!("articles/{lang}/one.md")),
            article("one", "dementia-care", "## Heading\n\nSome words."),
        )
        .unwrap();
    }
    edit(root);
    indexer::load(root)
        .map(|_| ())
        .map_err(|e| format!("{e:#}"))
}

#[test]
fn valid_content_loads() {
    load_with(|_| {}).unwrap();
}

#[test]
fn a_missing_front_matter_field_is_reported_with_file_and_line() {
    let err = load_with(|root| {
        let text =
            article("one", "dementia-care", "Body").replace("excerpt = \"An excerpt.\"\n", "");
        fs::write(root.join("articles/en/one.md"), text).unwrap();
    })
    .unwrap_err();
    assert!(err.contains("articles/en/one.md:"), "{err}");
    assert!(err.contains("missing field `excerpt`"), "{err}");
}

#[test]
fn an_unknown_front_matter_field_is_reported_at_its_line() {
    let err = load_with(|root| {
        let text =
            article("one", "dementia-care", "Body").replace("date =", "colour = \"red\"\ndate =");
        fs::write(root.join("articles/en/one.md"), text).unwrap();
    })
    .unwrap_err();
    assert!(err.contains("articles/en/one.md:6:"), "{err}");
    assert!(err.contains("unknown field `colour`"), "{err}");
}

#[test]
fn an_unknown_category_is_reported_with_the_known_ones() {
    let err = load_with(|root| {
        fs::write(
            root.join("articles/pl/one.md"),
            article("one", "gardening", "Body"),
        )
        .unwrap();
    })
    .unwrap_err();
    assert!(
        err.contains("articles/pl/one.md:5: unknown category `gardening`"),
        "{err}"
    );
    assert!(err.contains("dementia-care"), "{err}");
}

#[test]
fn a_duplicate_slug_is_reported() {
    let err = load_with(|root| {
        fs::write(
            root.join("articles/en/two.md"),
            article("one", "dementia-care", "Body"),
        )
        .unwrap();
    })
    .unwrap_err();
    assert!(err.contains("duplicate slug `one`"), "{err}");
}

#[test]
fn an_article_without_its_other_language_counterpart_is_reported() {
    let err = load_with(|root| {
        fs::write(
            root.join("articles/en/solo.md"),
            article("solo", "dementia-care", "Body"),
        )
        .unwrap();
    })
    .unwrap_err();
    assert!(
        err.contains("articles/en/solo.md:2: no pl counterpart"),
        "{err}"
    );
}

#[test]
fn a_link_to_a_route_that_does_not_exist_is_reported_at_its_line() {
    let err = load_with(|root| {
        let body = "## Heading\n\nRead [our prices](/prices) first.";
        fs::write(
            root.join("articles/en/one.md"),
            article("one", "dementia-care", body),
        )
        .unwrap();
    })
    .unwrap_err();
    assert!(
        err.contains("articles/en/one.md:12: link to `/prices`: no page has that path"),
        "{err}"
    );
}

#[test]
fn a_link_to_the_other_language_is_reported_with_the_right_path() {
    let err = load_with(|root| {
        let body = "See [home](/).";
        fs::write(
            root.join("articles/pl/one.md"),
            article("one", "dementia-care", body),
        )
        .unwrap();
    })
    .unwrap_err();
    assert!(err.contains("use `/pl`"), "{err}");
}

#[test]
fn the_real_content_is_valid() {
    indexer::load(Path::new(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../content"
    )))
    .unwrap();
}
