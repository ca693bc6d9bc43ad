//! What a search answers, and the JSON the browser module hands to the page.

use crate::DocKind;
use crate::json;

#[derive(Debug, Clone)]
pub struct Hit {
    /// The document's number, which names its excerpt text file.
    pub doc: u32,
    pub url: String,
    pub title: String,
    pub kind: DocKind,
    pub category: Option<String>,
    pub score: f32,
}

#[derive(Debug, Clone)]
pub struct SearchResults {
    /// Matching documents in all, before `limit`.
    pub total: usize,
    pub hits: Vec<Hit>,
    /// True when the query held no searchable word (empty, punctuation or emoji only).
    pub empty_query: bool,
    /// The index terms the query matched, to mark in excerpts.
    pub terms: Vec<String>,
    /// When nothing matched: the query with its unknown words replaced by the nearest title
    /// words, if that finds something ("did you mean").
    pub suggestion: Option<String>,
    /// When nothing matched: the categories of what the suggestion finds, or of what the query
    /// finds without its filters, most relevant first.
    pub topics: Vec<String>,
}

impl SearchResults {
    /// The results as the browser module answers them: `{ total, empty_query, terms: [...],
    /// suggestion, topics: [...], hits: [{ doc, url, title, kind, category, score }] }`.
    pub fn to_json(&self) -> String {
        let mut out = String::from("{\"total\":");
        json::uint(&mut out, self.total as u64);
        out.push_str(",\"empty_query\":");
        out.push_str(if self.empty_query { "true" } else { "false" });
        out.push_str(",\"terms\":[");
        for (i, t) in self.terms.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            json::string(&mut out, t);
        }
        out.push_str("],\"suggestion\":");
        match &self.suggestion {
            Some(s) => json::string(&mut out, s),
            None => out.push_str("null"),
        }
        out.push_str(",\"topics\":[");
        for (i, t) in self.topics.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            json::string(&mut out, t);
        }
        out.push_str("],\"hits\":[");
        for (i, h) in self.hits.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            out.push_str("{\"doc\":");
            json::uint(&mut out, u64::from(h.doc));
            out.push_str(",\"url\":");
            json::string(&mut out, &h.url);
            out.push_str(",\"title\":");
            json::string(&mut out, &h.title);
            out.push_str(",\"kind\":");
            json::string(&mut out, h.kind.name());
            out.push_str(",\"category\":");
            match &h.category {
                Some(c) => json::string(&mut out, c),
                None => out.push_str("null"),
            }
            out.push_str(",\"score\":");
            json::number(&mut out, h.score);
            out.push('}');
        }
        out.push_str("]}");
        out
    }
}
