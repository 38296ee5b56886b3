/**
 * Splits a stream of text into lines (without their line ends): what `@std/streams`'
 * TextLineStream does, written here because JSR is out of reach of this project's machines.
 *
 * @module
 */
export class TextLineStream extends TransformStream<string, string> {
  constructor() {
    let rest = "";
    super({
      transform(chunk, controller) {
        const parts = (rest + chunk).split(/\r?\n/);
        rest = parts.pop() ?? "";
        for (const line of parts) controller.enqueue(line);
      },
      flush(controller) {
        if (rest !== "") controller.enqueue(rest);
      },
    });
  }
}
