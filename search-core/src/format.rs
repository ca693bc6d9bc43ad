//! The exported index: what the indexer writes and the browser module reads.
//!
//! Compact by design: the term dictionary is a front-coded sorted list (gzip shrinks it
//! much further than an FST), postings are
//! delta- and varint-encoded, field norms are tantivy's one-byte codes, and no document text
//! is stored (excerpt text is a separate file per document, fetched only for the results
//! shown). A checksum over the whole file refuses a damaged or truncated file before anything
//! is parsed, and the parser checks every length and document number it reads.
//!
//! Layout (all integers LEB128 varints unless noted):
//! `MGSI` · version (u32 LE) · FNV-1a 32 of the rest (u32 LE) · lang (u8) · doc count ·
//! per document: kind (u8), url, title, category (strings: length + UTF-8; empty = none) ·
//! per field: total tokens, one field-norm byte per document · terms, sorted and front-coded
//! (count, then per term: bytes shared with the previous one, the rest as a string; numbered
//! in order) · per term: a bit mask of the fields it occurs in, then per such
//! field the posting count and, per posting, doc delta × 2 + (1 if tf is 1), then tf if not 1 ·
//! alias keys, front-coded the same way · per alias: count, term numbers · synonym group count ·
//! synonym keys (each member's terms joined by spaces), front-coded · per key: its group × 2
//! + (1 if it is the group's `site`).

use crate::dictionary::Dictionary;
use crate::synonyms::Synonyms;
use crate::{Error, Lang};

/// Bumped whenever the layout changes, so an old file is refused rather than misread.
pub const FORMAT_VERSION: u32 = 4;
const MAGIC: &[u8; 4] = b"MGSI";
const HEADER_LEN: usize = 12;

/// One language's index as the indexer builds it: the documents and, per field, the inverted
/// index tantivy built.
#[derive(Debug, Clone, PartialEq)]
pub struct IndexFile {
    pub lang: Lang,
    pub docs: Vec<Doc>,
    /// Indexed by [`Field::index`].
    pub fields: Vec<FieldIndex>,
    /// Index terms reached from the form a word takes when typed without diacritics: folding
    /// before stemming gives a different term for some Polish words (`zrodla` stems unlike
    /// `źródła`), so the indexer records, for every word of the content, the term its folded
    /// form stems to and the term the word is indexed under.
    pub aliases: Vec<(String, Vec<String>)>,
    /// Synonym groups (`content/search/synonyms.<lang>.toml`). A key belongs to one group; a
    /// later duplicate is dropped.
    pub synonyms: Vec<SynonymGroup>,
}

/// One synonym group, its members as analysed keys: a member's index terms joined by single
/// spaces (see [`crate::synonyms`]).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct SynonymGroup {
    /// The word or phrase the pages use, as written and as typed without diacritics.
    pub site: Vec<String>,
    /// The words and phrases a reader may type for it.
    pub also: Vec<String>,
}

/// A searchable document: an article, a page, a service or an FAQ answer.
#[derive(Debug, Clone, PartialEq)]
pub struct Doc {
    pub kind: DocKind,
    /// Site path, with `#fragment` where the document is part of a page.
    pub url: String,
    pub title: String,
    /// Category key (articles only).
    pub category: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DocKind {
    Article,
    Page,
    Service,
    Faq,
}

impl DocKind {
    const ALL: [DocKind; 4] = [
        DocKind::Article,
        DocKind::Page,
        DocKind::Service,
        DocKind::Faq,
    ];

    pub fn parse(s: &str) -> Option<DocKind> {
        DocKind::ALL.into_iter().find(|k| k.name() == s)
    }

    pub fn name(self) -> &'static str {
        match self {
            DocKind::Article => "article",
            DocKind::Page => "page",
            DocKind::Service => "service",
            DocKind::Faq => "faq",
        }
    }
}

/// The indexed fields, in the order of [`IndexFile::fields`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Field {
    Title,
    Headings,
    Body,
}

impl Field {
    pub const ALL: [Field; 3] = [Field::Title, Field::Headings, Field::Body];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        match self {
            Field::Title => "title",
            Field::Headings => "headings",
            Field::Body => "body",
        }
    }

    /// How much a match in this field counts (set in [`crate::ranking`]).
    pub fn boost(self) -> f32 {
        match self {
            Field::Title => crate::ranking::TITLE_BOOST,
            Field::Headings => crate::ranking::HEADINGS_BOOST,
            Field::Body => crate::ranking::BODY_BOOST,
        }
    }
}

/// One field's inverted index, as tantivy stored it.
#[derive(Debug, Clone, PartialEq)]
pub struct FieldIndex {
    /// Sum of all documents' token counts in this field (BM25's average length).
    pub total_tokens: u64,
    /// Per document, tantivy's one-byte code of the field's token count.
    pub fieldnorm_ids: Vec<u8>,
    /// Sorted by term.
    pub terms: Vec<TermPostings>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct TermPostings {
    pub term: String,
    pub postings: Vec<Posting>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Posting {
    pub doc: u32,
    pub tf: u32,
}

/// Per-field figures BM25 needs.
#[derive(Debug, Clone, PartialEq)]
pub struct FieldStats {
    pub total_tokens: u64,
    pub fieldnorm_ids: Vec<u8>,
}

/// A loaded index, as the searcher reads it.
pub struct Index {
    pub lang: Lang,
    pub docs: Vec<Doc>,
    pub fields: [FieldStats; 3],
    /// Every term of any field; a term's number is its position.
    pub terms: Dictionary,
    /// Per term number, per field, its postings (doc ascending).
    pub postings: Vec<[Vec<Posting>; 3]>,
    /// Folded-and-stemmed forms; an alias's number is its position.
    pub aliases: Dictionary,
    /// Per alias number, the term numbers it stands for.
    pub alias_terms: Vec<Vec<u32>>,
    pub synonyms: Synonyms,
}

impl IndexFile {
    /// The compact bytes of this index.
    pub fn to_bytes(&self) -> Result<Vec<u8>, Error> {
        let mut body = Vec::new();
        body.push(lang_code(self.lang));
        put_uint(&mut body, self.docs.len() as u64);
        for d in &self.docs {
            body.push(kind_code(d.kind));
            put_str(&mut body, &d.url);
            put_str(&mut body, &d.title);
            put_str(&mut body, d.category.as_deref().unwrap_or(""));
        }
        for field in Field::ALL {
            let f = self.fields.get(field.index());
            put_uint(&mut body, f.map_or(0, |f| f.total_tokens));
            for doc in 0..self.docs.len() {
                body.push(
                    f.and_then(|f| f.fieldnorm_ids.get(doc))
                        .copied()
                        .unwrap_or(0),
                );
            }
        }
        // The vocabulary of all fields, sorted, numbered in order.
        let mut vocabulary: Vec<&str> = self
            .fields
            .iter()
            .flat_map(|f| f.terms.iter().map(|t| t.term.as_str()))
            .collect();
        vocabulary.sort_unstable();
        vocabulary.dedup();
        put_terms(&mut body, &vocabulary);
        for term in &vocabulary {
            let lists = Field::ALL.map(|field| {
                self.fields
                    .get(field.index())
                    .and_then(|f| {
                        let i = f
                            .terms
                            .binary_search_by(|t| t.term.as_str().cmp(term))
                            .ok()?;
                        Some(f.terms[i].postings.as_slice())
                    })
                    .unwrap_or(&[])
            });
            let mask = lists
                .iter()
                .enumerate()
                .fold(0u8, |m, (i, l)| if l.is_empty() { m } else { m | 1 << i });
            body.push(mask);
            for postings in lists.iter().filter(|l| !l.is_empty()) {
                put_uint(&mut body, postings.len() as u64);
                let mut previous = 0u32;
                for p in *postings {
                    // Most terms occur once in a document: the low bit says so and saves the tf.
                    let delta = u64::from(p.doc - previous);
                    put_uint(&mut body, delta << 1 | u64::from(p.tf == 1));
                    if p.tf != 1 {
                        put_uint(&mut body, u64::from(p.tf));
                    }
                    previous = p.doc;
                }
            }
        }
        let number = |t: &str| vocabulary.binary_search(&t).ok();
        let mut aliases: Vec<(&str, Vec<u32>)> = self
            .aliases
            .iter()
            .map(|(key, terms)| {
                let mut ids: Vec<u32> = terms
                    .iter()
                    .filter_map(|t| number(t))
                    .map(|i| i as u32)
                    .collect();
                ids.sort_unstable();
                ids.dedup();
                (key.as_str(), ids)
            })
            .filter(|(_, ids)| !ids.is_empty())
            .collect();
        aliases.sort_by(|a, b| a.0.cmp(b.0));
        aliases.dedup_by(|a, b| a.0 == b.0);
        let keys: Vec<&str> = aliases.iter().map(|(k, _)| *k).collect();
        put_terms(&mut body, &keys);
        for (_, ids) in &aliases {
            put_uint(&mut body, ids.len() as u64);
            for id in ids {
                put_uint(&mut body, u64::from(*id));
            }
        }
        let mut keyed: Vec<(&str, u64)> = Vec::new();
        for (group, g) in self.synonyms.iter().enumerate() {
            let group = group as u64;
            for key in &g.site {
                keyed.push((key.as_str(), group * 2 + 1));
            }
            for key in &g.also {
                keyed.push((key.as_str(), group * 2));
            }
        }
        // Stable: of two groups claiming a key, the first keeps it.
        keyed.sort_by(|a, b| a.0.cmp(b.0));
        keyed.dedup_by(|a, b| a.0 == b.0);
        put_uint(&mut body, self.synonyms.len() as u64);
        let keys: Vec<&str> = keyed.iter().map(|(k, _)| *k).collect();
        put_terms(&mut body, &keys);
        for (_, group_and_site) in &keyed {
            put_uint(&mut body, *group_and_site);
        }

        let mut out = Vec::with_capacity(HEADER_LEN + body.len());
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
        out.extend_from_slice(&fnv1a(&body).to_le_bytes());
        out.extend_from_slice(&body);
        Ok(out)
    }
}

impl Index {
    /// Reads an index written by [`IndexFile::to_bytes`]. Any damage gives an error, never a
    /// panic, and costs one pass over the bytes.
    pub fn from_bytes(bytes: &[u8]) -> Result<Index, Error> {
        if bytes.len() < HEADER_LEN || &bytes[..4] != MAGIC {
            return Err(Error::NotAnIndex);
        }
        let version = u32::from_le_bytes([bytes[4], bytes[5], bytes[6], bytes[7]]);
        if version != FORMAT_VERSION {
            return Err(Error::Version {
                found: version,
                expected: FORMAT_VERSION,
            });
        }
        let checksum = u32::from_le_bytes([bytes[8], bytes[9], bytes[10], bytes[11]]);
        let body = &bytes[HEADER_LEN..];
        if fnv1a(body) != checksum {
            return Err(Error::Damaged(
                "checksum mismatch (truncated or altered file)",
            ));
        }
        let mut r = Reader { bytes: body, at: 0 };
        let lang = match r.byte()? {
            0 => Lang::En,
            1 => Lang::Pl,
            _ => return Err(Error::Damaged("unknown language")),
        };
        let doc_count = r.len()?;
        let mut docs = Vec::with_capacity(doc_count);
        for _ in 0..doc_count {
            let kind = *DocKind::ALL
                .get(usize::from(r.byte()?))
                .ok_or(Error::Damaged("unknown document kind"))?;
            let url = r.string()?;
            let title = r.string()?;
            let category = Some(r.string()?).filter(|c| !c.is_empty());
            docs.push(Doc {
                kind,
                url,
                title,
                category,
            });
        }
        let mut field = || -> Result<FieldStats, Error> {
            Ok(FieldStats {
                total_tokens: r.uint()?,
                fieldnorm_ids: r.take(doc_count)?.to_vec(),
            })
        };
        let fields = [field()?, field()?, field()?];
        let terms = r.terms()?;
        let term_count = terms.len();
        let mut postings = Vec::with_capacity(term_count);
        for _ in 0..term_count {
            let mut per_field: [Vec<Posting>; 3] = Default::default();
            let mask = r.byte()?;
            if mask > 0b111 {
                return Err(Error::Damaged("unknown fields in postings"));
            }
            for (i, list) in per_field.iter_mut().enumerate() {
                if mask & (1 << i) == 0 {
                    continue;
                }
                let n = r.len()?;
                let mut doc = 0u64;
                for i in 0..n {
                    let coded = r.uint()?;
                    let delta = coded >> 1;
                    if i > 0 && delta == 0 {
                        return Err(Error::Damaged("postings out of order"));
                    }
                    doc += delta;
                    if doc >= doc_count as u64 {
                        return Err(Error::Damaged("posting for a document that does not exist"));
                    }
                    let tf = if coded & 1 == 1 { 1 } else { r.uint()? };
                    let tf = u32::try_from(tf)
                        .map_err(|_| Error::Damaged("term frequency too large"))?;
                    list.push(Posting {
                        doc: doc as u32,
                        tf,
                    });
                }
            }
            postings.push(per_field);
        }
        let aliases = r.terms()?;
        let mut alias_terms = Vec::with_capacity(aliases.len());
        for _ in 0..aliases.len() {
            let n = r.len()?;
            let mut ids = Vec::with_capacity(n);
            for _ in 0..n {
                let id = r.uint()?;
                if id >= term_count as u64 {
                    return Err(Error::Damaged("alias of a term that does not exist"));
                }
                ids.push(id as u32);
            }
            alias_terms.push(ids);
        }
        let groups = r.len()?;
        let keys = r.terms()?;
        let mut group_of = Vec::with_capacity(keys.len());
        let mut site = Vec::with_capacity(keys.len());
        for _ in 0..keys.len() {
            let group_and_site = r.uint()?;
            let group = group_and_site / 2;
            if group >= groups as u64 {
                return Err(Error::Damaged("synonym of a group that does not exist"));
            }
            group_of.push(group as u32);
            site.push(group_and_site % 2 == 1);
        }
        let synonyms = Synonyms::new(keys, group_of, site, groups);
        if r.at != body.len() {
            return Err(Error::Damaged("bytes after the end of the index"));
        }
        Ok(Index {
            lang,
            docs,
            fields,
            terms,
            postings,
            aliases,
            alias_terms,
            synonyms,
        })
    }
}

fn lang_code(lang: Lang) -> u8 {
    match lang {
        Lang::En => 0,
        Lang::Pl => 1,
    }
}

fn kind_code(kind: DocKind) -> u8 {
    DocKind::ALL.iter().position(|k| *k == kind).unwrap_or(0) as u8
}

/// FNV-1a, 32 bits: enough to tell a damaged file from a good one, and tiny in wasm.
fn fnv1a(bytes: &[u8]) -> u32 {
    bytes.iter().fold(0x811c_9dc5u32, |h, &b| {
        (h ^ u32::from(b)).wrapping_mul(0x0100_0193)
    })
}

fn put_uint(out: &mut Vec<u8>, mut n: u64) {
    loop {
        let byte = (n & 0x7f) as u8;
        n >>= 7;
        if n == 0 {
            out.push(byte);
            return;
        }
        out.push(byte | 0x80);
    }
}

fn put_bytes(out: &mut Vec<u8>, bytes: &[u8]) {
    put_uint(out, bytes.len() as u64);
    out.extend_from_slice(bytes);
}

fn put_str(out: &mut Vec<u8>, s: &str) {
    put_bytes(out, s.as_bytes());
}

/// Sorted terms, front-coded: each as the length of the prefix it shares with the one before
/// and the rest. Compresses far better than the FST itself, which the reader builds from it.
fn put_terms(out: &mut Vec<u8>, terms: &[&str]) {
    put_uint(out, terms.len() as u64);
    let mut previous: &[u8] = &[];
    for term in terms {
        let term = term.as_bytes();
        let shared = previous
            .iter()
            .zip(term)
            .take_while(|(a, b)| a == b)
            .count();
        put_uint(out, shared as u64);
        put_bytes(out, &term[shared..]);
        previous = term;
    }
}

/// Reads the body, failing cleanly at its end.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn byte(&mut self) -> Result<u8, Error> {
        let b = *self
            .bytes
            .get(self.at)
            .ok_or(Error::Damaged("ends too early"))?;
        self.at += 1;
        Ok(b)
    }

    fn uint(&mut self) -> Result<u64, Error> {
        let mut n = 0u64;
        for shift in (0..64).step_by(7) {
            let b = self.byte()?;
            n |= u64::from(b & 0x7f) << shift;
            if b & 0x80 == 0 {
                return Ok(n);
            }
        }
        Err(Error::Damaged("number too long"))
    }

    /// A count or length, which can never exceed the bytes left.
    fn len(&mut self) -> Result<usize, Error> {
        let n = self.uint()?;
        if n > (self.bytes.len() - self.at) as u64 {
            return Err(Error::Damaged("length beyond the end"));
        }
        Ok(n as usize)
    }

    fn take(&mut self, n: usize) -> Result<&'a [u8], Error> {
        let end = self.at.checked_add(n).filter(|&e| e <= self.bytes.len());
        let end = end.ok_or(Error::Damaged("ends too early"))?;
        let slice = &self.bytes[self.at..end];
        self.at = end;
        Ok(slice)
    }

    fn block(&mut self) -> Result<&'a [u8], Error> {
        let n = self.len()?;
        self.take(n)
    }

    /// Front-coded sorted terms (see `put_terms`).
    fn terms(&mut self) -> Result<Dictionary, Error> {
        let n = self.len()?;
        let mut terms = Vec::with_capacity(n);
        let mut term: Vec<u8> = Vec::new();
        for _ in 0..n {
            let shared = self.uint()?;
            if shared > term.len() as u64 {
                return Err(Error::Damaged("term shares more than the term before"));
            }
            term.truncate(shared as usize);
            term.extend_from_slice(self.block()?);
            let text =
                std::str::from_utf8(&term).map_err(|_| Error::Damaged("term is not UTF-8"))?;
            terms.push(text.to_owned());
        }
        Dictionary::new(terms).ok_or(Error::Damaged("terms out of order"))
    }

    fn string(&mut self) -> Result<String, Error> {
        let bytes = self.block()?;
        String::from_utf8(bytes.to_vec()).map_err(|_| Error::Damaged("text is not UTF-8"))
    }
}
