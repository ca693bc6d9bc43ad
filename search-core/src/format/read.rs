//! Reading an index: [`Index::from_bytes`], which checks every length and number it reads.

use super::*;

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
            let code = r.byte()?;
            let kind = *DocKind::ALL
                .get(usize::from(code & 3))
                .ok_or(Error::Damaged("unknown document kind"))?;
            let weight = FULL_WEIGHT
                .checked_sub(code >> 2)
                .filter(|&w| w > 0)
                .ok_or(Error::Damaged("a document's weight out of range"))?;
            let url = r.string()?;
            let title = r.string()?;
            let category = Some(r.string()?).filter(|c| !c.is_empty());
            docs.push(Doc {
                kind,
                url,
                title,
                category,
                weight,
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
            postings.push(r.postings(doc_count)?);
        }
        let aliases = r.terms()?;
        let mut alias_terms = Vec::with_capacity(aliases.len());
        for key in aliases.iter() {
            let n = r.len()?;
            let at = terms.position(key) as i64;
            let mut ids = Vec::with_capacity(n);
            for _ in 0..n {
                let offset = r.uint()?;
                let id = at.saturating_add(unzigzag(offset));
                if !(0..term_count as i64).contains(&id) {
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
        let mut phrases = Vec::with_capacity(keys.len());
        for key in keys.iter() {
            phrases.push(if key.contains(' ') {
                r.postings(doc_count)?
            } else {
                Default::default()
            });
        }
        let synonyms = Synonyms::new(keys, group_of, site, groups, phrases);
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

/// Reads the body, failing cleanly at its end.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

/// The signed number [`super::write`]'s `zigzag` wrote.
fn unzigzag(n: u64) -> i64 {
    (n >> 1) as i64 ^ -((n & 1) as i64)
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

    /// A term's or a phrase's postings (see `put_postings`), per field.
    fn postings(&mut self, doc_count: usize) -> Result<[Vec<Posting>; 3], Error> {
        let mut per_field: [Vec<Posting>; 3] = Default::default();
        let mask = self.byte()?;
        if mask > 0b111 {
            return Err(Error::Damaged("unknown fields in postings"));
        }
        for (i, list) in per_field.iter_mut().enumerate() {
            if mask & (1 << i) == 0 {
                continue;
            }
            let n = self.len()?;
            let mut doc = 0u64;
            for i in 0..n {
                let coded = self.uint()?;
                let delta = coded >> 1;
                if i > 0 && delta == 0 {
                    return Err(Error::Damaged("postings out of order"));
                }
                doc += delta;
                if doc >= doc_count as u64 {
                    return Err(Error::Damaged("posting for a document that does not exist"));
                }
                let tf = if coded & 1 == 1 { 1 } else { self.uint()? };
                let tf =
                    u32::try_from(tf).map_err(|_| Error::Damaged("term frequency too large"))?;
                list.push(Posting {
                    doc: doc as u32,
                    tf,
                });
            }
        }
        Ok(per_field)
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
