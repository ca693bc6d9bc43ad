//! An editor adds a question and its answer from content/README.md alone: one `[[faq.items]]`
//! in each language's `pages/faq.<lang>.toml`, in a copy of `content/`. The indexer accepts it,
//! puts it on the FAQ page and makes it searchable, with nothing else changed.

use std::fs;

mod common;
use common::{assert_found, copy_of_content};

const ID: &str = "can-carers-help-with-the-garden";

fn item(question: &str, answer: &str) -> String {
    format!(
        "\n  [[faq.items]]\n  id = \"{ID}\"\n  question = \"{question}\"\n  answer = \"\"\"\n{answer}\n\"\"\"\n"
    )
}

#[test]
fn a_faq_answer_added_in_both_languages_is_on_the_page_and_searchable() {
    let scratch = copy_of_content();
    let content = scratch.path().to_path_buf();
    for (lang, question, answer) in [
        (
            "en",
            "Can carers help in the garden?",
            "Yes. A carer can sit with your relative among the hollyhocks, or water the pots together.",
        ),
        (
            "pl",
            "Czy opiekunowie pomagają w ogrodzie?",
            "Tak. Opiekun może posiedzieć z bliską osobą przy malwach albo razem podlać kwiaty.",
        ),
    ] {
        let path = content.join(format!("pages/faq.{lang}.toml"));
        let mut text = fs::read_to_string(&path).unwrap();
        // Appended, it joins the file's last group of questions.
        text.push_str(&item(question, answer));
        fs::write(&path, text).unwrap();
    }
    let generated = tempfile::tempdir().unwrap();
    let out = generated.path().to_path_buf();
    indexer::run(&content, &out).unwrap_or_else(|err| panic!("{err:#}"));

    for (lang, query, path) in [("en", "hollyhocks", "/faq"), ("pl", "malwach", "/pl/faq")] {
        let page = fs::read_to_string(out.join(format!("data/pages/faq.{lang}.json"))).unwrap();
        assert!(
            page.contains(ID),
            "the {lang} FAQ page lacks the new question"
        );
        assert_found(&out, lang, query, path);
    }
}
