//! Writing an index: [`IndexFile::to_bytes`] and the varint, string and front-coded term
//! encodings it uses.

use super::*;

impl IndexFile {
    /// The compact bytes of this index.
    pub fn to_bytes(&self) -> Result<Vec<u8>, Error> {
        let mut body = Vec::new();
        body.push(lang_code(self.lang));
        put_uint(&mut body, self.docs.len() as u64);
        for d in &self.docs {
            if !(1..=FULL_WEIGHT).contains(&d.weight) {
                return Err(Error::Unwritable(
                    "a document's weight must be 1 to 4 quarters",
                ));
            }
            body.push(kind_code(d.kind) | (FULL_WEIGHT - d.weight) << 2);
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
            put_postings(&mut body, lists)?;
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
        for (key, ids) in &aliases {
            put_uint(&mut body, ids.len() as u64);
            // A key is its term's folded spelling stemmed ("zrodla" for "zrodl"), so the term
            // sorts a place or two from where the key would: that offset is a byte, and nearly
            // always the same byte, where the term's number would be two random ones.
            let at = vocabulary.partition_point(|t| t < key) as i64;
            for id in ids {
                put_uint(&mut body, zigzag(i64::from(*id) - at));
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
        for key in keys.iter().filter(|k| k.contains(' ')) {
            let lists = self
                .phrases
                .binary_search_by(|p| p.key.as_str().cmp(key))
                .map_or([&[][..]; 3], |i| {
                    self.phrases[i].fields.each_ref().map(Vec::as_slice)
                });
            put_postings(&mut body, lists)?;
        }

        let mut out = Vec::with_capacity(HEADER_LEN + body.len());
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
        out.extend_from_slice(&fnv1a(&body).to_le_bytes());
        out.extend_from_slice(&body);
        Ok(out)
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

/// A term's or a phrase's postings: a bit mask of the fields it occurs in, then per such field
/// the count and, per posting, doc delta × 2 + (1 if tf is 1), then tf if not 1.
fn put_postings(out: &mut Vec<u8>, lists: [&[Posting]; 3]) -> Result<(), Error> {
    let mask = lists
        .iter()
        .enumerate()
        .fold(0u8, |m, (i, l)| if l.is_empty() { m } else { m | 1 << i });
    out.push(mask);
    for postings in lists.iter().filter(|l| !l.is_empty()) {
        put_uint(out, postings.len() as u64);
        let mut previous = 0u32;
        for (i, p) in postings.iter().enumerate() {
            if i > 0 && p.doc <= previous {
                return Err(Error::Unwritable("postings must be in document order"));
            }
            // Most terms occur once in a document: the low bit says so and saves the tf.
            let delta = u64::from(p.doc - previous);
            put_uint(out, delta << 1 | u64::from(p.tf == 1));
            if p.tf != 1 {
                put_uint(out, u64::from(p.tf));
            }
            previous = p.doc;
        }
    }
    Ok(())
}

/// A signed number as an unsigned one, small either side of zero staying small.
fn zigzag(n: i64) -> u64 {
    (n << 1 ^ n >> 63) as u64
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

#[cfg(test)]
mod tests {
    use super::*;

    fn one_doc(weight: u8) -> IndexFile {
        IndexFile {
            lang: Lang::En,
            docs: vec![Doc {
                kind: DocKind::Faq,
                url: "/faq#a".into(),
                title: "A question?".into(),
                category: None,
                weight,
            }],
            fields: Vec::new(),
            aliases: Vec::new(),
            synonyms: Vec::new(),
            phrases: Vec::new(),
        }
    }

    #[test]
    fn a_documents_weight_survives_the_round_trip_and_one_out_of_range_is_not_written() {
        for weight in 1..=FULL_WEIGHT {
            let index = Index::from_bytes(&one_doc(weight).to_bytes().unwrap()).unwrap();
            assert_eq!(index.docs[0].weight, weight);
            assert_eq!(index.docs[0].kind, DocKind::Faq);
        }
        assert!(one_doc(0).to_bytes().is_err());
        assert!(one_doc(FULL_WEIGHT + 1).to_bytes().is_err());
    }
}
