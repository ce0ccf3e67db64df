/** The cluster test's assertions: each passes or fails with a one-line reason, printed as a list. */
export interface Assertion {
  name: string;
  ok: boolean;
  detail: string;
}

export class Verdict {
  readonly assertions: Assertion[] = [];

  check(name: string, ok: boolean, detail: string): void {
    this.assertions.push({ name, ok, detail });
  }

  /** An assertion whose check threw: a failure naming the error. */
  async checkAsync(name: string, run: () => Promise<{ ok: boolean; detail: string }>): Promise<void> {
    try {
      const result = await run();
      this.check(name, result.ok, result.detail);
    } catch (error) {
      this.check(name, false, `the check itself failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  get failed(): Assertion[] {
    return this.assertions.filter((assertion) => !assertion.ok);
  }

  format(): string {
    return this.assertions
      .map(
        (assertion) => `  ${assertion.ok ? '✓' : '✗'} ${assertion.name}\n      ${assertion.detail.split('\n').join('\n      ')}`,
      )
      .join('\n');
  }
}
