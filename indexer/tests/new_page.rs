//! An editor adds a page from content/README.md alone: a `[[page]]` in `routes.toml` and its
//! copy in both languages, in a copy of `content/`. The indexer accepts it, gives it its route in
//! both languages and makes it searchable, with nothing else changed. (The app shows a page with
//! no screen of its own with the content screen: pwa/src/app/route-tree.tsx.)

use std::fs;

mod common;
use common::{assert_found, copy_of_content};

fn copy(title: &str, heading: &str, body: &str) -> String {
    format!(
        "[meta]\ntitle = \"{title} | Marigold Home Care\"\ndescription = \"{body}\"\n\n\
         [intro]\nheading = \"{heading}\"\nlead = \"{body}\"\n\n\
         [[sections]]\nid = \"visits\"\nheading = \"{heading}\"\nbody = \"\"\"\n{body}\n\"\"\"\n"
    )
}

#[test]
fn a_page_added_in_both_languages_is_routed_and_searchable() {
    let scratch = copy_of_content();
    let content = scratch.path().to_path_buf();
    let routes = content.join("routes.toml");
    let mut list = fs::read_to_string(&routes).unwrap();
    // Before the footer's tables, where the pages are listed.
    let at = list.find("[[footer]]").unwrap_or(list.len());
    list.insert_str(
        at,
        "[[page]]\nkey = \"garden-visits\"\npath = \"/garden-visits\"\n\n",
    );
    fs::write(&routes, list).unwrap();
    fs::write(
        content.join("pages/garden-visits.en.toml"),
        copy(
            "Garden visits",
            "Visits in the garden",
            "A carer can sit with your relative among the hollyhocks, or water the pots together.",
        ),
    )
    .unwrap();
    fs::write(
        content.join("pages/garden-visits.pl.toml"),
        copy(
            "Wizyty w ogrodzie",
            "Wizyty w ogrodzie",
            "Opiekun może posiedzieć z bliską osobą przy malwach albo razem podlać kwiaty.",
        ),
    )
    .unwrap();
    let generated = tempfile::tempdir().unwrap();
    let out = generated.path().to_path_buf();
    indexer::run(&content, &out).unwrap_or_else(|err| panic!("{err:#}"));

    let routes = fs::read_to_string(out.join("data/routes.json")).unwrap();
    for path in ["/garden-visits", "/pl/garden-visits"] {
        assert!(routes.contains(&format!("\"{path}\"")), "no route {path}");
    }
    assert_found(&out, "en", "hollyhocks", "/garden-visits");
    assert_found(&out, "pl", "malwach", "/pl/garden-visits");
}
