//! An editor adds an article from content/README.md alone: two Markdown files, one per
//! language, in a copy of `content/`. The indexer accepts it, lists it with the others, gives it
//! its route in both languages and makes it searchable, with nothing else changed.

use std::fs;

mod common;
use common::{assert_found, copy_of_content};

const SLUG: &str = "garden-visits-in-spring";

fn article(lang: &str, title: &str, excerpt: &str, body: &str) -> String {
    format!(
        "+++\nslug = \"{SLUG}\"\ntitle = \"{title}\"\nexcerpt = \"{excerpt}\"\n\
         category = \"companionship-care\"\ndate = 2026-11-20\nreviewed = 2026-11-20\n\
         image = \"power-of-companionship.svg\"\nimage_alt = \"{lang}: two people in a garden.\"\n+++\n\n{body}\n"
    )
}

#[test]
fn an_article_added_in_both_languages_is_built_listed_routed_and_searchable() {
    let scratch = copy_of_content();
    let content = scratch.path().to_path_buf();
    fs::write(
        content.join(format!("articles/en/{SLUG}.md")),
        article(
            "en",
            "Garden Visits in Spring",
            "A short walk in the garden can lift the day.",
            "## Why the garden helps\n\nFresh air helps. A short walk helps too. We can sit \
             by the hollyhocks and talk about the week. Some people like to plant seeds.",
        ),
    )
    .unwrap();
    fs::write(
        content.join(format!("articles/pl/{SLUG}.md")),
        article(
            "pl",
            "Wizyty w ogrodzie wiosną",
            "Krótki spacer po ogrodzie może poprawić dzień.",
            "## Dlaczego ogród pomaga\n\nŚwieże powietrze pomaga. Krótki spacer także. Możemy \
             usiąść przy malwach i porozmawiać o tygodniu. Niektórzy lubią siać nasiona.",
        ),
    )
    .unwrap();
    let generated = tempfile::tempdir().unwrap();
    let out = generated.path().to_path_buf();
    indexer::run(&content, &out).unwrap_or_else(|err| panic!("{err:#}"));

    let routes = fs::read_to_string(out.join("data/routes.json")).unwrap();
    for path in [format!("/blog/{SLUG}"), format!("/pl/blog/{SLUG}")] {
        assert!(routes.contains(&format!("\"{path}\"")), "no route {path}");
    }
    for lang in ["en", "pl"] {
        let list = fs::read_to_string(out.join(format!("data/articles.{lang}.json"))).unwrap();
        assert!(list.contains(SLUG), "the {lang} article list lacks {SLUG}");
    }
    for (lang, query, path) in [
        ("en", "hollyhocks", format!("/blog/{SLUG}")),
        ("pl", "malwach", format!("/pl/blog/{SLUG}")),
    ] {
        assert_found(&out, lang, query, &path);
    }
}
