import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { MediaPatterns, type OwnedFilesResponse } from '@thindi/contracts';

/** Plays the media service in catalog tests: a seller owns the image keys under `product-images/<its id>-`. */
@Controller()
export class FakeMediaController {
  @MessagePattern(MediaPatterns.owned)
  owned(@Payload() payload: { principal: { id: string }; input: { keys: string[] } }): OwnedFilesResponse {
    const prefix = `product-images/${payload.principal.id}-`;
    return { owned: payload.input.keys.filter((key) => key.startsWith(prefix)) };
  }
}
