//! The Atom feed of each language's articles (`/feed.xml`, `/pl/feed.xml`), so families can
//! follow new guides in a feed reader without giving anyone their email address.

use search_core::Lang;

use crate::articles::Article;
// HTML's escaping of `&<>"'` is also XML's, for text and attribute values alike.
use crate::markdown::escape as esc;
use crate::pages::Page;
use crate::routes::localize;
use crate::site::Site;

/// Where a language's feed is served.
pub fn feed_path(lang: Lang) -> String {
    match lang {
        Lang::En => "/feed.xml".to_owned(),
        Lang::Pl => "/pl/feed.xml".to_owned(),
    }
}

/// Articles have dates only; Atom wants a full timestamp.
fn timestamp(date: &str) -> String {
    format!("{date}T00:00:00Z")
}

/// The Atom document for `lang`: every article of that language, newest first, with its
/// full text (links in it are site paths, resolved against `xml:base`).
pub fn atom(site: &Site, blog: Option<&Page>, articles: &[Article], lang: Lang) -> String {
    let domain = site.web.domain.trim_end_matches('/');
    let mut list: Vec<&Article> = articles.iter().filter(|a| a.lang == lang).collect();
    list.sort_by(|a, b| b.date.cmp(&a.date).then(a.slug.cmp(&b.slug)));

    let heading = blog
        .map(|p| p.title().to_owned())
        .filter(|t| !t.is_empty())
        .unwrap_or_else(|| site.brand.short_name.clone());
    let title = format!("{}: {heading}", site.brand.short_name);
    let subtitle = blog
        .and_then(|p| p.plain["meta"]["description"].as_str())
        .unwrap_or_else(|| site.brand.tagline.get(lang));
    // The feed changed when its most recently reviewed article did.
    let updated = list
        .iter()
        .map(|a| &a.reviewed)
        .max()
        .map(|d| timestamp(d))
        .unwrap_or_else(|| timestamp("2024-01-01"));
    let blog_url = format!("{domain}{}", localize("/blog", lang));
    let self_url = format!("{domain}{}", feed_path(lang));

    let mut xml = String::new();
    xml.push_str("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n");
    xml.push_str(&format!(
        "<feed xmlns=\"http://www.w3.org/2005/Atom\" xml:lang=\"{}\" xml:base=\"{}/\">\n",
        lang.code(),
        esc(domain)
    ));
    xml.push_str(&format!("  <id>{}</id>\n", esc(&self_url)));
    xml.push_str(&format!("  <title>{}</title>\n", esc(&title)));
    xml.push_str(&format!("  <subtitle>{}</subtitle>\n", esc(subtitle)));
    xml.push_str(&format!("  <updated>{updated}</updated>\n"));
    xml.push_str(&format!(
        "  <link rel=\"self\" type=\"application/atom+xml\" href=\"{}\"/>\n",
        esc(&self_url)
    ));
    xml.push_str(&format!(
        "  <link rel=\"alternate\" type=\"text/html\" href=\"{}\"/>\n",
        esc(&blog_url)
    ));
    xml.push_str(&format!(
        "  <author><name>{}</name></author>\n",
        esc(&site.brand.name)
    ));
    xml.push_str(&format!(
        "  <icon>{}/icons/icon-192.png</icon>\n",
        esc(domain)
    ));
    for a in list {
        let url = format!("{domain}{}", localize(&format!("/blog/{}", a.slug), lang));
        xml.push_str("  <entry>\n");
        xml.push_str(&format!("    <id>{}</id>\n", esc(&url)));
        xml.push_str(&format!("    <title>{}</title>\n", esc(&a.title)));
        xml.push_str(&format!(
            "    <link rel=\"alternate\" type=\"text/html\" href=\"{}\"/>\n",
            esc(&url)
        ));
        xml.push_str(&format!(
            "    <published>{}</published>\n",
            timestamp(&a.date)
        ));
        xml.push_str(&format!(
            "    <updated>{}</updated>\n",
            timestamp(&a.reviewed)
        ));
        xml.push_str(&format!(
            "    <author><name>{}</name></author>\n",
            esc(&a.author.name)
        ));
        xml.push_str(&format!(
            "    <category term=\"{}\" label=\"{}\"/>\n",
            esc(&a.category),
            esc(&a.category_name)
        ));
        xml.push_str(&format!("    <summary>{}</summary>\n", esc(&a.excerpt)));
        // The lead and the illustration come first, as on the article page.
        let mut html = String::new();
        if let Some(intro) = &a.intro {
            html.push_str(&format!("<p>{}</p>", esc(intro)));
        }
        html.push_str(&format!(
            "<p><img src=\"{}\" alt=\"{}\" width=\"{}\" height=\"{}\"></p>",
            esc(&a.image.src),
            esc(&a.image.alt),
            a.image.width,
            a.image.height
        ));
        html.push_str(&a.html);
        xml.push_str(&format!(
            "    <content type=\"html\">{}</content>\n",
            esc(&html)
        ));
        xml.push_str("  </entry>\n");
    }
    xml.push_str("</feed>\n");
    xml
}
