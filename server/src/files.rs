//! The file backend `ServeDir` reads through: files read in place, on the thread serving the
//! request, as nginx reads them. The site is a few megabytes and lives in the page cache, so
//! an open, a stat or a read takes microseconds; tokio's default backend hands each of them
//! to a thread pool and back, five round trips an answer, which took most of its time.

use std::fs;
use std::future::{Ready, ready};
use std::io::{self, Read, Seek, SeekFrom};
use std::path::PathBuf;
use std::pin::Pin;
use std::task::{Context, Poll};

use tokio::io::{AsyncRead, AsyncSeek, ReadBuf};
use tower_http::services::fs::{Backend, File};

#[derive(Clone, Copy, Debug, Default)]
pub struct InPlace;

pub struct InPlaceFile {
    file: fs::File,
    /// Taken once at open: ServeDir asks for it, and its length bounds each read.
    metadata: fs::Metadata,
    position: u64,
    /// Where a seek started by `start_seek` ended, for `poll_complete`.
    sought: Option<io::Result<u64>>,
}

impl Backend for InPlace {
    type File = InPlaceFile;
    type Metadata = fs::Metadata;
    type OpenFuture = Ready<io::Result<InPlaceFile>>;
    type MetadataFuture = Ready<io::Result<fs::Metadata>>;

    fn open(&self, path: PathBuf) -> Self::OpenFuture {
        let opened = fs::File::open(path).and_then(|file| {
            let metadata = file.metadata()?;
            Ok(InPlaceFile {
                file,
                metadata,
                position: 0,
                sought: None,
            })
        });
        ready(opened)
    }

    fn metadata(&self, path: PathBuf) -> Self::MetadataFuture {
        ready(fs::metadata(path))
    }
}

impl File for InPlaceFile {
    type Metadata = fs::Metadata;
    type MetadataFuture<'a> = Ready<io::Result<fs::Metadata>>;

    fn metadata(&self) -> Self::MetadataFuture<'_> {
        ready(Ok(self.metadata.clone()))
    }
}

impl AsyncRead for InPlaceFile {
    fn poll_read(
        mut self: Pin<&mut Self>,
        _cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        // The buffer is a 64 KB chunk; zeroing all of it for a page of a few KB would cost more
        // than the read. At the length taken at open the file ends, so the answer holds
        // exactly the Content-Length it was given.
        let left = self.metadata.len().saturating_sub(self.position);
        let wanted =
            usize::try_from(left).map_or(buf.remaining(), |left| left.min(buf.remaining()));
        if wanted == 0 {
            return Poll::Ready(Ok(()));
        }
        let this = &mut *self;
        let read = this.file.read(buf.initialize_unfilled_to(wanted))?;
        buf.advance(read);
        this.position += read as u64;
        Poll::Ready(Ok(()))
    }
}

impl AsyncSeek for InPlaceFile {
    fn start_seek(mut self: Pin<&mut Self>, position: SeekFrom) -> io::Result<()> {
        let sought = self.file.seek(position);
        if let Ok(at) = sought {
            self.position = at;
        }
        self.sought = Some(sought);
        Ok(())
    }

    fn poll_complete(mut self: Pin<&mut Self>, _cx: &mut Context<'_>) -> Poll<io::Result<u64>> {
        match self.sought.take() {
            Some(sought) => Poll::Ready(sought),
            None => Poll::Ready(Ok(self.position)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tokio::io::{AsyncReadExt, AsyncSeekExt};

    #[tokio::test]
    async fn reads_a_file_from_where_it_was_sought() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("f.txt");
        fs::write(&path, "0123456789").unwrap();
        let mut file = InPlace.open(path).await.unwrap();
        assert_eq!(file.seek(SeekFrom::Start(4)).await.unwrap(), 4);
        let mut rest = String::new();
        file.read_to_string(&mut rest).await.unwrap();
        assert_eq!(rest, "456789");
        assert_eq!(File::metadata(&file).await.unwrap().len(), 10);
    }
}
