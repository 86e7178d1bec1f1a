/// The page a phone opens: HTML, its script and its stylesheet, all served by cdscan.
///
/// It uses only what Chrome for Android and Safari for iOS both provide: `getUserMedia` with
/// `facingMode`, a `playsinline` video, a canvas's `toBlob` JPEG, `fetch`, and a file input with
/// `capture` when the camera is refused. No inline script or style, so the policy below can
/// forbid both; no other host is ever named.
enum PhonePage {
    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; "
        + "img-src 'self' blob:; media-src 'self' blob: mediastream:; base-uri 'none'; "
        + "form-action 'none'; frame-ancestors 'none'"

    static let html = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="referrer" content="no-referrer">
        <title>cdscan</title>
        <link rel="stylesheet" href="/phone.css">
        <script src="/phone.js" defer></script>
        </head>
        <body>
        <header><h1>cdscan <span id="name"></span></h1><p id="status" role="status">Starting the camera…</p></header>
        <video id="video" playsinline muted autoplay></video>
        <label class="button" for="photo">Take a photo</label>
        <input id="photo" type="file" accept="image/*" capture="environment">
        <section id="cards" aria-live="polite"></section>
        </body>
        </html>

        """

    static let stylesheet = """
        body { font-family: system-ui, sans-serif; margin: 0; padding: 0 12px 24px; background: #fafafa; color: #111; }
        header h1 { font-size: 1.2em; margin: 12px 0 4px; }
        #name { font-weight: 400; color: #555; }
        #status { margin: 0 0 8px; color: #333; min-height: 1.3em; }
        video { width: 100%; max-height: 55vh; background: #000; border-radius: 6px; object-fit: cover; }
        video.off { display: none; }
        .button { display: inline-block; margin: 10px 0; padding: 10px 16px; border-radius: 6px;
          background: #1d4ed8; color: #fff; font-weight: 600; }
        #photo { display: none; }
        .card { background: #fff; border: 1px solid #ddd; border-radius: 6px; padding: 10px 12px; margin: 8px 0; }
        .card::after { content: ''; display: block; clear: both; }
        .card .cover { float: left; width: 64px; height: 64px; object-fit: cover; margin: 0 10px 0 0;
          border-radius: 4px; background: #eee; }
        .card .title { font-weight: 600; }
        .card .meta, .card .note { color: #555; font-size: 0.9em; }
        .card.found { border-left: 6px solid #16a34a; }
        .card.missing { border-left: 6px solid #d97706; }
        .card .choice { display: block; width: 100%; margin: 6px 0 0; padding: 8px; text-align: left;
          border: 1px solid #1d4ed8; border-radius: 6px; background: #eff6ff; color: #111; font: inherit; }

        """

    static let script = """
        'use strict';
        (function () {
          const video = document.getElementById('video');
          const statusLine = document.getElementById('status');
          const name = document.getElementById('name');
          const cards = document.getElementById('cards');
          const photo = document.getElementById('photo');
          const canvas = document.createElement('canvas');
          const longestSide = 1280;
          const frameGap = 300;
          const phone = Array.from(crypto.getRandomValues(new Uint8Array(8)),
            function (byte) { return byte.toString(16).padStart(2, '0'); }).join('');
          const named = { 'X-CDScan-Phone': phone };
          let sending = false;
          let shown = -1;
          let discs = 0;
          // Why there is no camera, once refused: it stays, for the board's status is the camera's.
          let cameraless = null;

          function say(text) { statusLine.textContent = text; }

          function show(board) {
            if (cameraless) { say(cameraless); } else if (board.status) { say(board.status); }
            // The terminal names this phone the same way beside each disc it reads.
            if (board.phone) { name.textContent = '· phone ' + board.phone; }
            if (board.serial === shown) { return; }
            shown = board.serial;
            cards.textContent = '';
            for (const card of board.cards) {
              const box = document.createElement('div');
              box.className = 'card ' + (card.state === 'found' ? 'found' : card.state === 'not found' ? 'missing' : '');
              const title = document.createElement('div');
              title.className = 'title';
              // Headed by what it is: the release, the question a pick asks, or the barcode.
              title.textContent = card.title ? (card.artist ? card.artist + ' – ' : '') + card.title
                : card.choices ? 'Several releases carry barcode ' + card.barcode : 'Barcode ' + card.barcode;
              const meta = document.createElement('div');
              meta.className = 'meta';
              meta.textContent = [card.barcode, card.year, card.format, card.state,
                card.phone ? 'phone ' + card.phone : null].filter(Boolean).join(' · ');
              if (card.cover) {
                // Served by cdscan, which downloaded it: the phone asks no other host.
                const cover = document.createElement('img');
                cover.className = 'cover';
                cover.alt = '';
                cover.src = card.cover;
                box.append(cover);
              }
              box.append(title, meta);
              if (card.note) {
                const note = document.createElement('div');
                note.className = 'note';
                note.textContent = card.note;
                box.append(note);
              }
              if (card.choices) {
                const ask = document.createElement('div');
                ask.className = 'note';
                ask.textContent = 'Which of these ' + card.choices.length + ' is yours?';
                box.append(ask);
                card.choices.forEach(function (choice, index) {
                  const button = document.createElement('button');
                  button.type = 'button';
                  button.className = 'choice';
                  button.textContent = choice;
                  button.addEventListener('click', function () { pick(card.barcode, index); });
                  box.append(button);
                });
              }
              box.dataset.barcode = card.barcode;
              box.dataset.state = card.state;
              if (card.phone) { box.dataset.phone = card.phone; }
              cards.append(box);
            }
            if (board.cards.length > discs && navigator.vibrate) { navigator.vibrate(120); }
            discs = board.cards.length;
          }

          async function send(blob, path) {
            try {
              const answer = await fetch(path, { method: 'POST', body: blob, cache: 'no-store',
                credentials: 'same-origin', headers: { 'Content-Type': 'image/jpeg', 'X-CDScan-Phone': phone } });
              if (answer.ok) { show(await answer.json()); }
              else if (answer.status !== 429) { say('cdscan answered ' + answer.status); }
            } catch (error) {
              say('cdscan is not answering');
            }
          }

          async function pick(barcode, choice) {
            try {
              const answer = await fetch('/choose', { method: 'POST', cache: 'no-store', credentials: 'same-origin',
                headers: { 'Content-Type': 'application/json', 'X-CDScan-Phone': phone },
                body: JSON.stringify({ barcode: barcode, choice: choice }) });
              if (answer.ok) { show(await answer.json()); }
            } catch (error) {
              say('cdscan is not answering');
            }
          }

          function encode(source, width, height, then) {
            const scale = Math.min(1, longestSide / Math.max(width, height));
            canvas.width = Math.max(1, Math.round(width * scale));
            canvas.height = Math.max(1, Math.round(height * scale));
            canvas.getContext('2d').drawImage(source, 0, 0, canvas.width, canvas.height);
            canvas.toBlob(then, 'image/jpeg', 0.85);
          }

          function sendFrame() {
            if (sending || video.readyState < 2 || !video.videoWidth) { return; }
            sending = true;
            encode(video, video.videoWidth, video.videoHeight, function (blob) {
              if (!blob) { sending = false; return; }
              send(blob, '/frame').finally(function () { sending = false; });
            });
          }

          function withoutCamera(why) {
            video.classList.add('off');
            cameraless = why + ': take a photo of the barcode instead.';
            say(cameraless);
          }

          photo.addEventListener('change', function () {
            const file = photo.files && photo.files[0];
            if (!file) { return; }
            const image = new Image();
            const url = URL.createObjectURL(file);
            image.onload = function () {
              encode(image, image.naturalWidth, image.naturalHeight, function (blob) {
                URL.revokeObjectURL(url);
                if (blob) { say('Sending the photo…'); send(blob, '/photo'); }
              });
            };
            image.onerror = function () { URL.revokeObjectURL(url); say('That photo could not be read.'); };
            image.src = url;
            photo.value = '';
          });

          async function start() {
            if (!navigator.mediaDevices || !navigator.mediaDevices.getUserMedia) {
              withoutCamera('This browser gives pages no camera');
              return;
            }
            try {
              const stream = await navigator.mediaDevices.getUserMedia({ audio: false,
                video: { facingMode: 'environment', width: { ideal: 1280 }, height: { ideal: 720 } } });
              video.srcObject = stream;
              await video.play();
              say('Aim at a barcode');
              setInterval(sendFrame, frameGap);
            } catch (error) {
              withoutCamera('The camera was refused (' + error.name + ')');
            }
          }

          setInterval(function () {
            fetch('/status', { cache: 'no-store', credentials: 'same-origin', headers: named })
              .then(function (answer) { return answer.ok ? answer.json() : null; })
              .then(function (board) { if (board) { show(board); } })
              .catch(function () {});
          }, 1500);
          start();
        })();

        """
}
