//! Article Markdown to HTML with pulldown-cmark: GitHub-style alerts become insight and tip
//! boxes, a plain quote becomes the founder's quote, an image with a title becomes a figure
//! with a caption, headings get ids. Raw HTML is shown as text, never passed through.

use std::collections::HashSet;

use pulldown_cmark::{BlockQuoteKind, CowStr, Event, Options, Parser, Tag, TagEnd, html};
use search_core::Lang;

/// What rendering an article body produced.
#[derive(Debug, Clone, Default)]
pub struct Rendered {
    pub html: String,
    /// Plain text of the body, for search and word counts.
    pub text: String,
    pub headings: Vec<Heading>,
    /// Link and image destinations with their byte offset in the Markdown.
    pub links: Vec<LinkRef>,
}

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, ts_rs::TS)]
pub struct Heading {
    pub level: u8,
    pub id: String,
    pub text: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LinkRef {
    pub dest: String,
    pub offset: usize,
    pub is_image: bool,
}

/// How the renderer words the parts it adds.
pub struct RenderContext<'a> {
    pub lang: Lang,
    pub quote_attribution: &'a str,
    /// Width and height of an image by its URL, to reserve its space before it loads.
    pub image_size: &'a dyn Fn(&str) -> Option<(u32, u32)>,
}

fn options() -> Options {
    Options::ENABLE_TABLES
        | Options::ENABLE_STRIKETHROUGH
        | Options::ENABLE_GFM
        | Options::ENABLE_SMART_PUNCTUATION
}

fn callout(kind: BlockQuoteKind, lang: Lang) -> (&'static str, &'static str) {
    use BlockQuoteKind::*;
    match (kind, lang) {
        (Tip, Lang::En) => ("tip", "Tip"),
        (Tip, Lang::Pl) => ("tip", "Wskazówka"),
        (Note, Lang::En) => ("insight", "Good to know"),
        (Note, Lang::Pl) => ("insight", "Warto wiedzieć"),
        (Important, Lang::En) => ("insight", "Important"),
        (Important, Lang::Pl) => ("insight", "Ważne"),
        (Warning | Caution, Lang::En) => ("warning", "Take care"),
        (Warning | Caution, Lang::Pl) => ("warning", "Uwaga"),
    }
}

pub fn render(markdown: &str, ctx: &RenderContext<'_>) -> Rendered {
    let events: Vec<(Event<'_>, std::ops::Range<usize>)> = Parser::new_ext(markdown, options())
        .into_offset_iter()
        .collect();
    let mut out: Vec<Event<'_>> = Vec::with_capacity(events.len());
    let mut rendered = Rendered::default();
    let mut used_ids = HashSet::new();
    let mut quote_stack: Vec<Option<BlockQuoteKind>> = Vec::new();
    let mut i = 0;
    while i < events.len() {
        let (event, range) = &events[i];
        match event {
            Event::Start(Tag::Paragraph) => {
                if let Some((figure, consumed)) = figure_at(&events[i..], ctx, &mut rendered) {
                    out.push(Event::Html(figure.into()));
                    i += consumed;
                    continue;
                }
                out.push(event.clone());
            }
            Event::Start(Tag::Heading { level, .. }) => {
                let mut text = String::new();
                let mut j = i + 1;
                while j < events.len() && !matches!(events[j].0, Event::End(TagEnd::Heading(_))) {
                    if let Event::Text(t) | Event::Code(t) = &events[j].0 {
                        text.push_str(t);
                    }
                    j += 1;
                }
                let id = unique_id(&slugify(&text), &mut used_ids);
                let n = *level as u8;
                out.push(Event::Html(
                    format!("<h{n} id=\"{id}\">{}</h{n}>\n", escape(&text)).into(),
                ));
                rendered.text.push_str(&text);
                rendered.text.push_str(".\n");
                rendered.headings.push(Heading { level: n, id, text });
                i = j + 1;
                continue;
            }
            Event::Start(Tag::BlockQuote(kind)) => {
                quote_stack.push(*kind);
                let html = match kind {
                    Some(k) => {
                        let (class, label) = callout(*k, ctx.lang);
                        format!(
                            "<div class=\"callout callout-{class}\" role=\"note\"><p class=\"callout-label\">{label}</p>\n"
                        )
                    }
                    None => "<figure class=\"founder-quote\"><blockquote>\n".to_owned(),
                };
                out.push(Event::Html(html.into()));
            }
            Event::End(TagEnd::BlockQuote(_)) => {
                let html = match quote_stack.pop().flatten() {
                    Some(_) => "</div>\n".to_owned(),
                    None => format!(
                        "</blockquote><figcaption>{}</figcaption></figure>\n",
                        escape(ctx.quote_attribution)
                    ),
                };
                out.push(Event::Html(html.into()));
            }
            Event::Start(Tag::Table(_)) => {
                out.push(Event::Html("<div class=\"table-scroll\">".into()));
                out.push(event.clone());
            }
            Event::End(TagEnd::Table) => {
                out.push(event.clone());
                out.push(Event::Html("</div>\n".into()));
            }
            Event::Start(Tag::Link { dest_url, .. }) => {
                rendered.links.push(LinkRef {
                    dest: dest_url.to_string(),
                    offset: range.start,
                    is_image: false,
                });
                out.push(event.clone());
            }
            Event::Start(Tag::Image { dest_url, .. }) => {
                rendered.links.push(LinkRef {
                    dest: dest_url.to_string(),
                    offset: range.start,
                    is_image: true,
                });
                out.push(event.clone());
            }
            // Content is trusted, but markup in it must not reach the page unescaped.
            Event::Html(raw) | Event::InlineHtml(raw) => {
                out.push(Event::Text(raw.clone()));
            }
            Event::Text(t) | Event::Code(t) => {
                rendered.text.push_str(t);
                out.push(event.clone());
            }
            Event::SoftBreak | Event::HardBreak => {
                rendered.text.push(' ');
                out.push(event.clone());
            }
            Event::End(TagEnd::Paragraph | TagEnd::Item | TagEnd::TableCell) => {
                rendered.text.push('\n');
                out.push(event.clone());
            }
            _ => out.push(event.clone()),
        }
        i += 1;
    }
    html::push_html(&mut rendered.html, out.into_iter());
    rendered
}

/// A paragraph holding only an image with a title: a figure with a caption.
fn figure_at(
    events: &[(Event<'_>, std::ops::Range<usize>)],
    ctx: &RenderContext<'_>,
    rendered: &mut Rendered,
) -> Option<(String, usize)> {
    let (
        Event::Start(Tag::Image {
            dest_url, title, ..
        }),
        range,
    ) = &events.get(1)?
    else {
        return None;
    };
    if title.is_empty() {
        return None;
    }
    let mut alt = String::new();
    let mut j = 2;
    loop {
        match &events.get(j)?.0 {
            Event::End(TagEnd::Image) => break,
            Event::Text(t) | Event::Code(t) => alt.push_str(t),
            _ => {}
        }
        j += 1;
    }
    if !matches!(events.get(j + 1)?.0, Event::End(TagEnd::Paragraph)) {
        return None;
    }
    rendered.links.push(LinkRef {
        dest: dest_url.to_string(),
        offset: range.start,
        is_image: true,
    });
    rendered.text.push_str(title);
    rendered.text.push('\n');
    let size = (ctx.image_size)(dest_url)
        .map(|(w, h)| format!(" width=\"{w}\" height=\"{h}\""))
        .unwrap_or_default();
    let html = format!(
        "<figure class=\"article-figure\"><img src=\"{}\" alt=\"{}\"{size} loading=\"lazy\" decoding=\"async\"><figcaption>{}</figcaption></figure>\n",
        escape(dest_url),
        escape(&alt),
        escape(&CowStr::from(title.to_string())),
    );
    Some((html, j + 2))
}

/// A URL-safe id from heading text: `Eating & drinking` -> `eating-drinking`.
pub fn slugify(text: &str) -> String {
    let folded = search_core::analysis::fold(&text.to_lowercase()).into_owned();
    let mut slug = String::new();
    for c in folded.chars() {
        if c.is_ascii_alphanumeric() {
            slug.push(c);
        } else if !slug.ends_with('-') && !slug.is_empty() {
            slug.push('-');
        }
    }
    let slug = slug.trim_end_matches('-').to_owned();
    if slug.is_empty() {
        "section".into()
    } else {
        slug
    }
}

fn unique_id(base: &str, used: &mut HashSet<String>) -> String {
    let mut id = base.to_owned();
    let mut n = 2;
    while !used.insert(id.clone()) {
        id = format!("{base}-{n}");
        n += 1;
    }
    id
}

pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// Words in a text, as a reader counts them.
pub fn word_count(text: &str) -> usize {
    text.split_whitespace()
        .filter(|w| w.chars().any(char::is_alphanumeric))
        .count()
}

/// Minutes to read `words` at about 200 words a minute, at least one.
pub fn read_time(words: usize) -> u32 {
    (words as f64 / 200.0).round().max(1.0) as u32
}
