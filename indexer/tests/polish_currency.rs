//! Every amount a Polish reader sees is written one way, "24 £" (the number, a no-break space,
//! then £), as content/README.md's glossary chose: checked on the rendered Polish pages and
//! articles, so a typed amount, a "£24" or a "24 funtów" anywhere fails with where it is.

use std::path::Path;

use search_core::Lang;
use serde_json::Value;

/// What is wrong with the currency in `text`, one line per problem.
fn currency_problems(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let around = |i: usize| -> String {
        let from = i.saturating_sub(25);
        let to = (i + 25).min(chars.len());
        chars[from..to]
            .iter()
            .collect::<String>()
            .replace('\n', " ")
    };
    let mut problems = Vec::new();
    for (i, &c) in chars.iter().enumerate() {
        let is_pound = c == '£';
        let well_placed = i >= 2 && chars[i - 1] == '\u{a0}' && chars[i - 2].is_ascii_digit();
        if is_pound && !well_placed {
            problems.push(format!("\"{}\": write amounts as \"24 £\"", around(i)));
        }
    }
    let lower = text.to_lowercase();
    for word in ["gbp", "zł", "funt", "pens"] {
        for (at, _) in lower.match_indices(word) {
            // These as words of prose are fine ("pensja", "złożyć"): only a unit after a
            // number is an amount typed another way.
            let before = lower[..at].trim_end_matches([' ', '\u{a0}']);
            if word == "gbp" || before.ends_with(|c: char| c.is_ascii_digit()) {
                let i = lower[..at].chars().count();
                problems.push(format!("\"{}\": write amounts as \"24 £\"", around(i)));
            }
        }
    }
    problems
}

fn strings(value: &Value, out: &mut Vec<String>) {
    match value {
        Value::String(s) => out.push(s.clone()),
        Value::Array(items) => items.iter().for_each(|v| strings(v, out)),
        Value::Object(map) => map.values().for_each(|v| strings(v, out)),
        _ => {}
    }
}

#[test]
fn polish_pages_and_articles_write_every_amount_as_number_then_pound() {
    let content = indexer::load(Path::new(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../content"
    )))
    .unwrap();
    let mut problems = Vec::new();
    let mut amounts = 0;
    for page in content.pages.iter().filter(|p| p.lang == Lang::Pl) {
        let mut texts = Vec::new();
        strings(&page.plain, &mut texts);
        for text in texts {
            amounts += text.matches('£').count();
            for p in currency_problems(&text) {
                problems.push(format!("{}: {p}", page.source.display()));
            }
        }
    }
    for article in content.articles.iter().filter(|a| a.lang == Lang::Pl) {
        let fields = [&article.title, &article.excerpt, &article.text];
        for text in fields.into_iter().chain(article.intro.as_ref()) {
            amounts += text.matches('£').count();
            for p in currency_problems(text) {
                problems.push(format!("{}: {p}", article.source.display()));
            }
        }
    }
    assert!(
        amounts > 100,
        "only {amounts} amounts found: is the check reading the copy?"
    );
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_check_accepts_the_chosen_format_and_names_every_other() {
    assert!(currency_problems("od 22–25\u{a0}£ za godzinę, 23\u{a0}250\u{a0}£").is_empty());
    assert!(currency_problems("pensja opiekunki, pensjonat, złożyć wniosek").is_empty());
    for wrong in [
        "£24 za godzinę",
        "24 £ za godzinę",
        "24\u{a0}funty tygodniowo",
        "kwota 24 GBP",
        "50 pensów za milę",
        "100 zł",
        "koszt (£) zależy",
    ] {
        assert_eq!(currency_problems(wrong).len(), 1, "{wrong}");
    }
}
