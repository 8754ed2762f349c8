import sharp from 'sharp';

/** One multipart file field `file`, as a browser's form upload sends it. */
export function multipartFile(filename: string, contentType: string, body: Buffer) {
  const boundary = '----amorio-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, body, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A real JPEG photo the upload checks accept. */
export const testJpeg = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#c36' } })
    .jpeg()
    .toBuffer();
