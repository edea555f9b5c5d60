// Installed into every benchmarked page (page.addInitScript) as plain JavaScript, so nothing a
// TypeScript runner injects can break it. It times from inside the page: a click and the moment
// the DOM satisfies a probe share one clock (performance.now()), without Playwright round trips.
(() => {
  const longTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // longtask is Chromium-only; the realtime bench reports "not observed" elsewhere.
  }

  const text = (element) => (element.textContent ?? '').trim();
  const visible = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const labelledControl = (labelText) => {
    for (const label of document.querySelectorAll('label')) {
      if (text(label).startsWith(labelText) && label.control) return label.control;
    }
    return null;
  };
  const buttonNamed = (name) =>
    [...document.querySelectorAll('button')].find((button) => text(button) === name) ?? null;
  const tableNamed = (name) =>
    [...document.querySelectorAll('table')].find(
      (table) => table.caption && text(table.caption) === name,
    ) ?? null;
  const messageLog = () => document.querySelector('[role="log"][aria-label="Messages"]');
  const logHasText = (content) => {
    const log = messageLog();
    return Boolean(log && [...log.querySelectorAll('p')].some((p) => text(p) === content));
  };

  /** Probes: serialisable descriptions of "the screen now shows X". */
  const satisfied = (probe) => {
    switch (probe.kind) {
      case 'sign-in-usable': {
        const email = labelledControl('Email');
        const submit = buttonNamed('Sign in');
        return Boolean(
          email &&
          !email.disabled &&
          visible(email) &&
          submit &&
          !submit.disabled &&
          visible(submit),
        );
      }
      case 'heading':
        return [...document.querySelectorAll('h1')].some(
          (heading) => text(heading) === probe.text && visible(heading),
        );
      case 'key-figures': {
        const section = document.querySelector('section[aria-label="Key figures"]');
        if (!section) return false;
        const cards = section.querySelectorAll(':scope > *');
        return (
          cards.length >= probe.cards &&
          !section.querySelector('[aria-busy="true"], [role="alert"]') &&
          visible(section)
        );
      }
      case 'first-row-changed': {
        // The whole row: its first cell may be a selection checkbox, with no text of its own.
        const table = tableNamed(probe.table);
        const row = table?.querySelector('tbody tr');
        return Boolean(
          table &&
          table.getAttribute('aria-busy') !== 'true' &&
          row &&
          text(row) !== '' &&
          text(row) !== probe.previous &&
          visible(row),
        );
      }
      case 'headings':
        // Every text a heading (h1 or h2) of the page, each laid out: a details page's title and
        // its sections shown.
        return probe.texts.every((wanted) =>
          [...document.querySelectorAll('h1, h2')].some(
            (heading) => text(heading) === wanted && visible(heading),
          ),
        );
      case 'first-row-text': {
        // The first row is the one searched for, and the rows are this search's, not the last.
        const table = tableNamed(probe.table);
        const row = table?.querySelector('tbody tr');
        return Boolean(
          table &&
          table.getAttribute('aria-busy') !== 'true' &&
          row &&
          text(row).includes(probe.text) &&
          visible(row),
        );
      }
      case 'first-row': {
        const table = tableNamed(probe.table);
        const row = table?.querySelector('tbody tr');
        const cells = row ? [...row.querySelectorAll('td')] : [];
        // Skeleton rows are empty; the empty and error states fill one cell spanning the row.
        return Boolean(
          table &&
          table.getAttribute('aria-busy') !== 'true' &&
          cells.length > 1 &&
          cells.some((cell) => text(cell) !== '') &&
          visible(row),
        );
      }
      case 'rows': {
        // Every one of `count` rows holds data, the last one laid out: the whole page is there.
        const table = tableNamed(probe.table);
        const rows = table ? [...table.querySelectorAll('tbody tr')] : [];
        return Boolean(
          table &&
          table.getAttribute('aria-busy') !== 'true' &&
          rows.length >= probe.count &&
          rows.every((row) => row.querySelectorAll('td').length > 1) &&
          visible(rows[rows.length - 1]),
        );
      }
      case 'rooms-listed': {
        const list = document.querySelector('aside[aria-label="Conversations"] ul');
        const room = list?.querySelector('li a');
        return Boolean(list && list.getAttribute('aria-busy') !== 'true' && room && visible(room));
      }
      case 'message-shown':
        return logHasText(probe.text);
      case 'room-usable': {
        const reply = document.querySelector(
          'form[aria-label="Reply"] textarea, form[aria-label="Reply"] input',
        );
        const shown = probe.text === undefined ? Boolean(messageLog()) : logHasText(probe.text);
        return shown && Boolean(reply && !reply.disabled && visible(reply));
      }
      default:
        throw new Error(`Unknown probe ${probe.kind}`);
    }
  };

  /** Resolves with performance.now() at the first DOM state that satisfies the probe. */
  const waitFor = (probe, timeoutMs) =>
    new Promise((resolve, reject) => {
      if (satisfied(probe)) {
        resolve(performance.now());
        return;
      }
      const observer = new MutationObserver(() => {
        if (satisfied(probe)) finish();
      });
      const timer = setTimeout(() => {
        observer.disconnect();
        reject(new Error(`Timed out after ${timeoutMs} ms waiting for ${JSON.stringify(probe)}`));
      }, timeoutMs);
      const finish = () => {
        const at = performance.now();
        observer.disconnect();
        clearTimeout(timer);
        resolve(at);
      };
      observer.observe(document, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    });

  /** What to click: the first element matching the selector (with this exact text, if given). */
  const findTarget = (target) => {
    const scope = target.within ? document.querySelector(target.within) : document;
    const candidates = scope ? scope.querySelectorAll(target.selector) : [];
    const found = [...candidates].find(
      (element) => target.text === undefined || text(element) === target.text,
    );
    if (!found) throw new Error(`No ${target.selector} with text "${target.text ?? ''}"`);
    return found;
  };

  window.__bench = {
    longTasks,
    satisfied,
    waitFor,
    /** Milliseconds from the click to the probe being satisfied. */
    async clickAndTime(target, probe, timeoutMs) {
      const [time] = await window.__bench.clickAndTimeEach(target, [probe], timeoutMs);
      return time;
    },
    /** The same for several probes from one click; each is watched from the click on. */
    async clickAndTimeEach(target, probes, timeoutMs) {
      const element = findTarget(target);
      const started = performance.now();
      element.click();
      const times = await Promise.all(probes.map((probe) => waitFor(probe, timeoutMs)));
      return times.map((time) => time - started);
    },
    /** Milliseconds from the browser's Back until the probe is satisfied. */
    async backAndTime(probe, timeoutMs) {
      const started = performance.now();
      history.back();
      return (await waitFor(probe, timeoutMs)) - started;
    },
    /**
     * Types `term` into the labelled box as a person does, one character at a time `gapMs` apart,
     * and times from the last keystroke until the probe is satisfied.
     */
    async typeAndTime(label, term, gapMs, probe, timeoutMs) {
      const box = labelledControl(label);
      if (!box) throw new Error(`No box labelled ${label}`);
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
      box.focus();
      let started = 0;
      for (let length = 1; length <= term.length; length += 1) {
        if (length > 1) await new Promise((resolve) => setTimeout(resolve, gapMs));
        started = performance.now();
        setValue.call(box, term.slice(0, length));
        box.dispatchEvent(new Event('input', { bubbles: true }));
      }
      return (await waitFor(probe, timeoutMs)) - started;
    },
    firstRowText(tableName) {
      const row = tableNamed(tableName)?.querySelector('tbody tr');
      return row ? text(row) : '';
    },
    areaError() {
      const alert = [...document.querySelectorAll('main [role="alert"]')].find((element) =>
        / is unavailable/.test(text(element)),
      );
      return alert ? text(alert) : '';
    },
    messageNodes() {
      return messageLog()?.querySelectorAll('[data-message-id]').length ?? 0;
    },
  };

  // A probe watched from the very first DOM change, for "navigation to X": by the time Playwright
  // could ask, the page may long be there. Resolves with ms since navigation start.
  const watched = globalThis.__benchWatchFromStart;
  if (watched) window.__bench.fromStart = waitFor(watched, 60_000);
})();
