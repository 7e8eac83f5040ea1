/**
 * jsdom has no PointerEvent, so a fired pointer event would carry no `pointerType` and a component
 * could not tell a mouse from a finger. This minimal version adds the field to a MouseEvent.
 */
export function installPointerEvent() {
  if (typeof window.PointerEvent !== "undefined") return
  class PointerEventWithType extends MouseEvent {
    readonly pointerType: string
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init)
      this.pointerType = init.pointerType ?? ""
    }
  }
  window.PointerEvent = PointerEventWithType as unknown as typeof window.PointerEvent
}
