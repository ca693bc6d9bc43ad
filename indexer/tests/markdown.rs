//! Article Markdown renders to the HTML the article page styles.

use indexer::markdown::{RenderContext, read_time, render, word_count};
use search_core::Lang;

fn html(md: &str, lang: Lang) -> String {
    let size = |_: &str| Some((800, 450));
    render(
        md,
        &RenderContext {
            lang,
            quote_attribution: "Ewa Nowak, Founder",
            image_size: &size,
        },
    )
    .html
}

#[test]
fn a_tip_alert_becomes_a_tip_box() {
    let out = html("> [!TIP]\n> Keep a routine.", Lang::En);
    assert!(
        out.contains(
            "<div class=\"callout callout-tip\" role=\"note\"><p class=\"callout-label\">Tip</p>"
        ),
        "{out}"
    );
    assert!(out.contains("Keep a routine."));
}

#[test]
fn a_note_alert_becomes_an_insight_box_labelled_in_the_language() {
    let out = html("> [!NOTE]\n> Ważne.", Lang::Pl);
    assert!(out.contains("callout-insight"), "{out}");
    assert!(out.contains("Warto wiedzieć"), "{out}");
}

#[test]
fn a_plain_quote_is_the_founders_quote() {
    let out = html("> Care is a relationship.", Lang::En);
    assert!(
        out.contains("<figure class=\"founder-quote\"><blockquote>"),
        "{out}"
    );
    assert!(
        out.contains("<figcaption>Ewa Nowak, Founder</figcaption>"),
        "{out}"
    );
}

#[test]
fn an_image_with_a_title_becomes_a_figure_with_a_caption() {
    let out = html(
        "![A calm hallway](/images/articles/x.svg \"A safe hallway at night\")",
        Lang::En,
    );
    assert!(out.contains("<figure class=\"article-figure\"><img src=\"/images/articles/x.svg\" alt=\"A calm hallway\" width=\"800\" height=\"450\""), "{out}");
    assert!(
        out.contains("<figcaption>A safe hallway at night</figcaption>"),
        "{out}"
    );
}

#[test]
fn headings_get_ids_from_their_text() {
    let out = html("## Eating & drinking\n\n## Eating & drinking", Lang::En);
    assert!(
        out.contains("<h2 id=\"eating-drinking\">Eating &amp; drinking</h2>"),
        "{out}"
    );
    assert!(out.contains("id=\"eating-drinking-2\""), "{out}");
}

#[test]
fn raw_html_in_content_is_shown_as_text() {
    let out = html("Hello <script>alert(1)</script>", Lang::En);
    assert!(!out.contains("<script>"), "{out}");
    assert!(out.contains("&lt;script&gt;"), "{out}");
}

#[test]
fn read_time_is_words_at_200_a_minute() {
    assert_eq!(read_time(1600), 8);
    assert_eq!(read_time(50), 1);
    assert_eq!(word_count("One, two — three."), 3);
}
