import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { MediaPatterns, type OwnedFilesResponse } from '@thindi/contracts';

/** Plays the media service in catalog tests: a seller owns the images under `/api/files/product-images/<its id>-`. */
@Controller()
export class FakeMediaController {
  @MessagePattern(MediaPatterns.owned)
  owned(@Payload() payload: { principal: { id: string }; input: { urls: string[] } }): OwnedFilesResponse {
    const prefix = `/api/files/product-images/${payload.principal.id}-`;
    return { owned: payload.input.urls.filter((url) => url.startsWith(prefix)) };
  }
}
